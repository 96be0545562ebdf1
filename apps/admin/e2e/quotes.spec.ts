import type { StaffQuote } from '@atelier/domain/quotes';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { postApi, publicOrigin, readApi, signInAs } from './helpers';

// Modification quotes (decision 053), from the visitor's request to the delivered drawings, by bank
// transfer. Places orders: its own client address keeps its own checkout budget. No animation mid-check;
// axe's script tag is inline (see e2e/axe.ts).
test.use({ ...asClient(29), reducedMotion: 'reduce', bypassCSP: true });

const DESIGN = 'design-005';

/** A small real PDF, as drawings. */
async function drawingPdf(label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([792, 612]).drawText(label, { x: 72, y: 540 });
  return Buffer.from(await pdf.save());
}

/** Uploads drawings from the quote page's button, and waits for the page to say so. */
async function uploadDrawings(page: Page, kind: 'preliminary' | 'final', name: string, note = '') {
  const form = page.getByRole('form', { name: kind === 'final' ? 'Final drawings' : 'New preliminary drawings' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: `Choose the ${kind} drawings` }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: await drawingPdf(name) });
  if (note) await form.getByRole('textbox', { name: 'What changed (optional)' }).fill(note);
  await form.getByRole('button', { name: `Upload ${kind} drawings` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Drawings uploaded' })).toBeVisible();
}

/** The order number of the storefront's order page shown. */
async function orderNumberOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('a modification request is quoted, accepted, drawn in two versions, paid and delivered', async ({ page }) => {
  test.slow();
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `quote-${tag}@example.com`;
  const requested = await page.request.post(`${publicOrigin()}/api/modification-requests`, {
    data: { designId: DESIGN, changes: 'Add a fourth bedroom over the garage.', name: `Quote Tester ${tag}`, email },
  });
  expect(requested.status()).toBe(201);
  const { id: inquiryId } = (await requested.json()) as { id: string };

  // Sales write the quote from the request and send it.
  await signInAs(page, 'sales');
  await page.goto(`/support/inquiries/${inquiryId}`);
  await page.getByRole('link', { name: 'Write a quote' }).click();
  await expect(page.getByRole('heading', { name: 'New quote', level: 1 })).toBeVisible();
  await page.getByLabel('Description of line 1').fill('Fourth bedroom over the garage');
  await page.getByLabel('Amount of line 1').fill('900');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByLabel('Description of line 2').fill('Wider kitchen');
  await page.getByLabel('Amount of line 2').fill('300');
  await page.getByLabel('Deposit (%)').fill('40');
  await expect(page.getByRole('region', { name: 'Amounts before tax' })).toContainText('$1,200.00');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/quotes\/Q-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const number = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: `Quote ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Send to buyer' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Quote sent to ${email}` })).toBeVisible();
  await expectNoAxeViolations(page);
  const { quote } = await readApi<{ quote: StaffQuote }>(page, `/quotes/${number}`);
  expect(quote).toMatchObject({ status: 'sent', depositCents: 48_000, balanceCents: 72_000 });

  // The buyer accepts on the quote's private page and is sent to the deposit's order.
  const buyer = await page.context().newPage();
  await buyer.goto(quote.buyerUrl ?? '');
  await expect(buyer.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
  await expect(buyer.getByRole('table', { name: 'Quote lines' })).toContainText('Wider kitchen');
  await expectNoAxeViolations(buyer);
  const accept = buyer.getByRole('region', { name: 'Accept the quote' });
  await accept.getByLabel('Country').selectOption('US');
  await accept.getByLabel('Billing address').fill('1 Harbor Way, Arlington, VA 22201');
  await accept.getByRole('button', { name: 'Accept and pay the deposit' }).click();
  // The terms must be accepted first.
  await expect(accept.getByRole('checkbox', { name: /I accept the terms of this quote/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await accept.getByRole('checkbox', { name: /I accept the terms of this quote/ }).check();
  await accept.getByRole('button', { name: 'Accept and pay the deposit' }).click();
  const deposit = await orderNumberOf(buyer);
  await expect(buyer.getByText('$480.00').first()).toBeVisible();
  await postApi(page, `/orders/${deposit}/mark-paid`, {});

  // Preliminary drawings: the buyer asks for changes to the first version.
  await page.reload();
  await expect(page.getByText('Deposit paid').first()).toBeVisible();
  await uploadDrawings(page, 'preliminary', 'preliminary-1.pdf');
  await buyer.goto(quote.buyerUrl ?? '');
  const decision = buyer.getByRole('region', { name: 'Your decision' });
  await expect(decision).toContainText('Preliminary drawings v1');
  await expectNoAxeViolations(buyer);
  await decision.getByLabel('What should change?').fill('Move the stair to the north wall.');
  await decision.getByRole('button', { name: 'Ask for changes' }).click();
  const history = buyer.getByRole('list', { name: 'Quote history, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText('Changes requested to preliminary drawings v1');
  await expect(history.getByRole('listitem').first()).toContainText('Move the stair to the north wall.');

  // The second version is approved; the final drawings follow.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Drawings' })).toContainText('Move the stair to the north wall.');
  await uploadDrawings(page, 'preliminary', 'preliminary-2.pdf', 'The stair is on the north wall now.');
  await buyer.reload();
  await expect(decision).toContainText('Preliminary drawings v2');
  await expect(decision).toContainText('What changed: The stair is on the north wall now.');
  await decision.getByRole('button', { name: 'Approve the drawings' }).click();
  const confirm = buyer.getByRole('alertdialog', { name: 'Approve these drawings?' });
  await confirm.getByRole('button', { name: 'Approve the drawings' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Preliminary drawings v2 approved');
  await page.reload();
  await uploadDrawings(page, 'final', 'final.pdf');

  // The balance, paid by bank transfer, delivers the final drawings with its order.
  await buyer.reload();
  await buyer.getByRole('region', { name: 'Balance due' }).getByRole('button', { name: 'Pay the balance' }).click();
  const balance = await orderNumberOf(buyer);
  await postApi(page, `/orders/${balance}/mark-paid`, {});
  await buyer.reload();
  await expect(
    buyer.getByRole('region', { name: 'Your downloads' }).getByRole('link', { name: /Modified plans/ }),
  ).toHaveCount(1);
  await buyer.goto(quote.buyerUrl ?? '');
  await expect(buyer.getByText('Status: Delivered')).toBeVisible();
  await expectNoAxeViolations(buyer);

  // Staff see every step, and the quote in the list.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Quote history, newest first' }).getByRole('listitem').first(),
  ).toContainText('final drawings delivered');
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Quotes' }).click();
  await page.getByLabel('Status').selectOption({ label: 'All' });
  await page.getByLabel('Search quotes').fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${number}`));
  const table = page.getByRole('table', { name: 'Quotes' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: number })).toHaveAttribute('href', `/quotes/${number}`);
  await expect(table).toContainText('Delivered');
  await expectNoAxeViolations(page);
});

test('design staff open the quotes list from the sidebar', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
