import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { markPaidAsStaff } from './staff-actions';

async function fillCart(page: Page) {
  for (const id of ['design-001', 'design-002']) {
    await page.goto(`/design/${id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored.map((item: { id: string; quantity: number }) => [item.id, item.quantity])).toEqual([
    ['design-001', 1],
    ['design-002', 1],
  ]);
}

test('a guest checks out two designs, pays by bank transfer and downloads the plan set', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await fillCart(page);
  await page.goto('/checkout');
  await expect(page).toHaveTitle(/Checkout/);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText('Modern Coastal Villa')).toBeVisible();
  await expect(summary.getByText('Urban Loft Residence')).toBeVisible();
  await expect(summary.getByText('$7,300.00').last()).toBeVisible();
  // How to pay, and when the plans arrive, is said before the order is placed.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Bank transfer');
  await expect(payment).toContainText('ready to download as soon as the studio confirms the transfer');

  // The shared schema answers in the browser before anything is sent.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await expect(page.getByText('Please accept the plan licence terms.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Company (optional)').fill('Navy Yard Studio');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Billing address').fill('1 Harbor Way, Arlington, VA 22201');
  await page.getByLabel('Project location (optional)').fill('Annapolis, MD');
  await page.getByLabel(/I accept the plan licence terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order AP-/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
  // The account to pay into, one detail per row (the default region: a US account), then the paragraphs.
  await expect(page.getByRole('term').filter({ hasText: 'Routing number' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '021000021' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'First Harbor Bank' })).toBeVisible();
  await expect(
    page.getByText(`Use your order number ${orderNumber} as the payment reference`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Tax \(0%\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$7,300.00');
  // The order page empties the cart once it has hydrated.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  // The confirmation address without its token is a 404.
  const noToken = await page.request.get(`/order/${orderNumber}?token=wrong`);
  expect(noToken.status()).toBe(404);

  await markPaidAsStaff(page, orderNumber);
  await page.reload();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const downloadLink = page.getByRole('link', { name: 'Download Modern Coastal Villa, Plan set (PDF)' });
  await expect(downloadLink).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Urban Loft Residence, Plan set (PDF)' })).toBeVisible();
  // The single-build licence delivers the plan set only.
  await expect(
    page.getByRole('region', { name: 'Your downloads' }).getByRole('link', { name: /CAD files/ }),
  ).toHaveCount(0);

  const downloadStarted = page.waitForEvent('download');
  await downloadLink.click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`${orderNumber}-design-001-plan-set.pdf`);
  const file = readFileSync((await download.path()) ?? '');
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(3000);
  await page.reload();
  await expect(page.getByText('4 downloads left', { exact: false })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an empty cart cannot check out', async ({ page }) => {
  await page.goto('/checkout');
  // Said once: the empty state, then what to do about it.
  await expect(page.getByRole('main').getByText('Your cart is empty')).toHaveCount(1);
  await expect(page.getByRole('main').getByText('There is nothing to check out yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
});

test('a wrong download link gets a clear 403 page', async ({ page }) => {
  const response = await page.goto('/download/not-a-real-link');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Download not available' })).toBeVisible();
  await expect(page.getByText('This download link is not valid.')).toBeVisible();
});
