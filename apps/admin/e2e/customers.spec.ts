import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

test('sales: searches customers, sorts them, and opens one with their orders', async ({ page }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const name = `Customer Tester ${tag}`;
  const publicOrigin = (test.info().project.use.baseURL ?? '').replace('://admin.localhost', '://localhost');
  const placed = await page.request.post(`${publicOrigin}/api/checkout`, {
    data: {
      fullName: name,
      email: `customer-${tag}@example.com`,
      country: 'US',
      address: '2 Test Street, Springfield',
      acceptLicence: true,
      lines: [{ designId: 'design-002', quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  await signInAs(page, 'sales');
  await page.goto('/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: 'Total spent' }).click();
  await expect(page).toHaveURL(/sort=spent&dir=desc/);
  await expect(table.getByRole('columnheader', { name: 'Total spent' })).toHaveAttribute('aria-sort', 'descending');

  await page.getByLabel('Search customers').fill(tag);
  await page.getByLabel('Search customers').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search customers').fill('nobody-at-all-here');
  await page.getByLabel('Search customers').press('Enter');
  await expect(page.getByText('No customers match this search.')).toBeVisible();
  await page.goBack();

  await table.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText(`customer-${tag}@example.com`)).toBeVisible();
  await expect(page.getByRole('table', { name: `Orders of ${name}, newest first` })).toContainText(orderNumber);
  // A guest: no account, and sales do not issue data exports.
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('No account: this buyer checks out as a guest.');
  await expect(account.getByRole('button', { name: 'Export data' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
});

test('content editor: Access Denied on the customer pages', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test("admin: exports a buyer's data on their written request; the export is recorded", async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/customers?q=olivia.bennett');
  await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Olivia Bennett' }).click();
  const account = page.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Export data' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Export this customer's data?" });
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customer-data-.+\.json$/);
  await expect(account.getByRole('status')).toHaveText('The data export was downloaded and recorded.');
});
