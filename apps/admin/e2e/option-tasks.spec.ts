import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { postApi, publicOrigin, signInAs } from './helpers';

// Places orders: its own client address keeps its own checkout budget. No animation mid-check; axe's
// script tag is inline (see e2e/axe.ts).
test.use({ ...asClient(9), reducedMotion: 'reduce', bypassCSP: true });

/** A demo design on a slab: the basement foundation is sold with it, like the right-reading reverse. */
const DESIGN = { id: 'design-004', title: 'Eco Courtyard House' };
const BASEMENT = 'Basement foundation';
const REVERSE = 'Right-reading reverse';
const SECTION = 'section[aria-labelledby="order-tasks-title"]';

/** Places a bank-transfer order of the design with both options through the public checkout API. */
async function placeOrder(page: Page): Promise<string> {
  const tag = crypto.randomUUID().slice(0, 8);
  const response = await page.request.post(`${publicOrigin()}/api/checkout`, {
    data: {
      fullName: `Options Tester ${tag}`,
      email: `options-${tag}@example.com`,
      country: 'US',
      address: '1 Test Street, Springfield',
      acceptLicence: true,
      idempotencyKey: crypto.randomUUID(),
      lines: [{ designId: DESIGN.id, quantity: 1, options: ['basement', 'reverse'] }],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** A small real PDF, as a drawing. */
async function drawingPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([792, 612]).drawText('Basement foundation', { x: 72, y: 540 });
  return Buffer.from(await pdf.save());
}

/** An option's entry in the order page's "Plan options to draw", found by its heading. */
const taskEntry = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Plan options to draw' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test('sales: draws a paid order’s basement option, and the options list follows it', async ({ page }) => {
  test.setTimeout(120_000);
  const orderNumber = await placeOrder(page);
  await signInAs(page, 'sales');
  await postApi(page, `/orders/${orderNumber}/mark-paid`, {});

  // The dashboard's to-do list counts the options to draw and leads to them.
  await page.reload();
  const todo = page.getByRole('region', { name: 'To do' });
  await expect(todo.getByRole('link', { name: /^\d+ plan options? to draw/ })).toHaveAttribute(
    'href',
    /^\/orders\/tasks/,
  );

  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const basement = taskEntry(page, BASEMENT);
  const reverse = taskEntry(page, REVERSE);
  for (const entry of [basement, reverse]) {
    await expect(entry).toContainText(DESIGN.title);
    await expect(entry).toContainText('To draw');
    // The due date, as the admin writes dates.
    await expect(entry.getByRole('definition').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  }
  await expectNoAxeViolations(page, { within: SECTION });

  const chooser = page.waitForEvent('filechooser');
  await basement.getByRole('button', { name: `Upload drawing of ${BASEMENT} (${DESIGN.title})` }).click();
  await (await chooser).setFiles({ name: 'basement.pdf', mimeType: 'application/pdf', buffer: await drawingPdf() });

  await expect(page.getByRole('status').filter({ hasText: `The drawing of ${BASEMENT} is delivered` })).toBeVisible();
  await expect(basement).toContainText('Delivered');
  await expect(basement).toContainText('basement.pdf');
  await expect(basement).toContainText('by Sales Team');
  await expect(basement.getByRole('button', { name: /^Replace drawing/ })).toBeVisible();
  await expect(reverse).toContainText('To draw');
  // The buyer may download it now, and the timeline says who delivered it.
  const downloads = page.getByRole('table', { name: `Downloads of order ${orderNumber}` });
  await expect(downloads.getByRole('rowheader', { name: BASEMENT })).toHaveCount(1);
  const timeline = page.getByRole('list', { name: 'Order timeline, newest first' });
  await expect(timeline.getByRole('listitem').filter({ hasText: /^Option delivered.*by Sales Team/ })).toHaveCount(1);
  await expectNoAxeViolations(page, { within: SECTION });

  // Orders › Options to draw, from the sidebar.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Options to draw' }).click();
  await expect(page).toHaveURL(/\/orders\/tasks$/);
  await expect(page.getByRole('heading', { name: 'Options to draw', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Options to draw | Admin | Atelier Plans');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Orders.*Options to draw/);
  await expect(page.getByRole('tab', { name: 'To draw' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Search plan options').fill(orderNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${orderNumber}`));
  const toDraw = page.getByRole('table', { name: 'Plan options: To draw' });
  await expect(toDraw.getByRole('row')).toHaveCount(2);
  await expect(toDraw.getByRole('row').nth(1)).toContainText(REVERSE);
  await expect(toDraw.getByRole('row').nth(1)).toContainText('To draw');
  await expect(toDraw.getByRole('link', { name: orderNumber })).toHaveAttribute('href', `/orders/${orderNumber}`);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/state=delivered/);
  const delivered = page.getByRole('table', { name: 'Plan options: Delivered' });
  await expect(delivered.getByRole('row')).toHaveCount(2);
  await expect(delivered.getByRole('row').nth(1)).toContainText(BASEMENT);
  await expect(delivered.getByRole('row').nth(1)).toContainText('Delivered');
  await expectNoAxeViolations(page);

  // The way back from the order leads to this list, as it was.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Search plan options')).toHaveValue(orderNumber);
  await delivered.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await page.getByRole('link', { name: 'Back to options to draw' }).click();
  await expect(page).toHaveURL(/\/orders\/tasks\?.*state=delivered/);
  await expect(delivered.getByRole('row').nth(1)).toContainText(BASEMENT);
});

test('content editor: Access Denied on the options to draw', async ({ page }) => {
  await signInAs(page, 'editor');
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Options to draw' }),
  ).toHaveCount(0);
  await page.goto('/orders/tasks');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Current role: CONTENT EDITOR')).toBeVisible();
});
