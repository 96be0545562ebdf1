import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** Places a bank-transfer order through the public API, so the test does not lean on the demo data. */
async function placeOrder(page: Page, licence?: 'cad' | 'unlimited') {
  const tag = crypto.randomUUID().slice(0, 8);
  const publicOrigin = (test.info().project.use.baseURL ?? '').replace('://admin.localhost', '://localhost');
  const response = await page.request.post(`${publicOrigin}/api/checkout`, {
    data: {
      fullName: `Orders Tester ${tag}`,
      email: `orders-${tag}@example.com`,
      country: 'US',
      address: '1 Test Street, Springfield',
      acceptLicence: true,
      lines: [{ designId: 'design-001', quantity: 1, ...(licence ? { licence } : {}) }],
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(response.status()).toBe(201);
  const { orderNumber, confirmationUrl } = (await response.json()) as { orderNumber: string; confirmationUrl: string };
  return { orderNumber, email: `orders-${tag}@example.com`, buyerPage: new URL(confirmationUrl, publicOrigin).href };
}

test('sales: finds an order by search and filters, marks it paid, and the timeline says who', async ({
  page,
  browser,
}) => {
  const { orderNumber, email, buyerPage } = await placeOrder(page);
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(buyerPage);
  await expect(buyer.getByText('Awaiting payment').first()).toBeVisible();
  await expect(buyer.getByRole('link', { name: /^Download / })).toHaveCount(0);
  await signInAs(page, 'sales');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Search orders').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email)}`));
  await page.getByLabel('Payment status').selectOption('awaiting_payment');
  await expect(page).toHaveURL(/status=awaiting_payment/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Awaiting payment');

  await table.getByRole('button', { name: 'Total' }).click();
  await expect(page).toHaveURL(/sort=total&dir=desc/);
  await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=total/);
  await page.reload();
  await expect(page.getByLabel('Payment status')).toHaveValue('awaiting_payment');
  await expect(page.getByLabel('Search orders')).toHaveValue(email);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /status=awaiting_payment/);

  await page.getByLabel('From').fill('2999-01-01');
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Bank transfer')).toBeVisible();
  // The order stores the ISO code; staff read the country's name.
  await expect(page.getByText('United States').first()).toBeVisible();
  await expect(page.getByText(/^US$/)).toHaveCount(0);
  await expect(page.getByRole('table', { name: `Items of order ${orderNumber}` })).toContainText(
    'PDF plan set, single build',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mark paid' }).click();
  // A dialog with fields (the bank reference and the amount received), no longer a bare confirmation.
  const dialog = page.getByRole('dialog', { name: `Mark order ${orderNumber} as paid?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // What the bank statement says is kept on the timeline.
  await dialog.getByLabel('Bank reference').fill('SEPA 0042');
  await dialog.getByLabel('Amount received (USD)').fill('4950');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is marked as paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  // The base licence delivers the plan set only: one download.
  const downloads = page.getByRole('table', { name: `Downloads of order ${orderNumber}` });
  await expect(downloads.getByRole('rowheader', { name: 'Plan set (PDF)' })).toHaveCount(1);
  await expect(downloads.getByRole('rowheader', { name: 'CAD files' })).toHaveCount(0);
  // The button that opened the dialog is gone; focus stays on the page instead of the document body.
  await expect(page.locator('#main')).toBeFocused();
  const timeline = page.getByRole('list', { name: 'Order timeline, newest first' });
  // The payment e-mail follows it, so the payment is not necessarily the newest entry.
  await expect(timeline.getByRole('listitem').filter({ hasText: /^Payment received.*by Sales Team/ })).toHaveCount(1);
  await expect(timeline).toContainText('Bank reference SEPA 0042 · $4,950.00 received');

  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/orders\?.*status=awaiting_payment/);

  // The buyer only reloads their order page: it is paid and offers the plan set.
  await buyer.reload();
  await expect(buyer.getByRole('link', { name: 'Download Modern Coastal Villa' })).toBeVisible();
  await buyer.context().close();
});

test('sales: an order of the CAD files licence shows it, and one download per file once paid', async ({ page }) => {
  const { orderNumber } = await placeOrder(page, 'cad');
  await signInAs(page, 'sales');
  await page.goto(`/orders/${orderNumber}`);
  const items = page.getByRole('table', { name: `Items of order ${orderNumber}` });
  // The line's price as it adds up: its licence is its one row.
  await expect(items.getByRole('rowheader', { name: 'CAD files', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is marked as paid' })).toBeVisible();

  const downloads = page.getByRole('table', { name: `Downloads of order ${orderNumber}` });
  await expect(downloads.getByRole('rowheader', { name: 'Plan set (PDF)' })).toHaveCount(1);
  await expect(downloads.getByRole('rowheader', { name: 'CAD files' })).toHaveCount(1);
  // Extend and Reset act on every file of the design: one of each.
  await expect(downloads.getByRole('button', { name: 'Extend Modern Coastal Villa' })).toHaveCount(1);
  await expect(downloads.getByRole('button', { name: 'Reset Modern Coastal Villa' })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('sales: a note needs text, then lands in the timeline', async ({ page }) => {
  const { orderNumber } = await placeOrder(page);
  await signInAs(page, 'sales');
  await page.goto(`/orders/${orderNumber}`);
  await page.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an internal note' });
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByText('The note is required.')).toBeVisible();
  await expect(dialog.getByLabel('Note')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Note').fill('Called the buyer about the transfer.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Order timeline, newest first' })).toContainText(
    'Called the buyer about the transfer.',
  );
});

test('content editor: Access Denied on the order pages', async ({ page }) => {
  await signInAs(page, 'editor');
  for (const path of ['/orders', '/orders/AP-DEMO-1001']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Current role: CONTENT EDITOR')).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an order's lines and totals stay on screen: each row a label and its amount", async ({ page }) => {
    await signInAs(page, 'sales');
    await page.goto('/orders/AP-DEMO-1013');
    const items = page.getByRole('table', { name: 'Items of order AP-DEMO-1013' });
    const total = items.getByRole('row', { name: /^Total/ }).getByRole('cell');
    await total.scrollIntoViewIfNeeded();
    const box = await total.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    await expect(items.getByRole('columnheader')).toHaveText(['Item', 'Amount']);
    await expect(items.getByRole('row', { name: /^PDF plan set, single build/ })).toContainText('$4,500.00');
    await expectNoAxeViolations(page);
  });
});
