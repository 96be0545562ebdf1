import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';
import { markPaidAsStaff } from './staff-actions';

// Licence upgrades (decision 052): the buyer of a paid order widens a design's licence from the order's
// page, paying only the difference, by an order of its own paid like any other. Posts orders: its own
// client address keeps its own checkout budget; axe's script tag is inline (e2e/axe.ts).
test.use({ ...asClient(28), reducedMotion: 'reduce', bypassCSP: true });

// No other spec changes this demo design's licences or price: $5,200.00 for the single build, CAD files at
// 2.5 times ($13,000.00), unlimited builds at 4 times ($20,800.00); no tax in the US.
const clinic = { id: 'design-010', title: 'Suburban Family Clinic' };

/** The order number of the order page shown, opened by its link. */
async function orderNumberOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order AP-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Order ', '');
}

test('a guest upgrades a paid single build to the CAD files, paying the difference, and downloads them once paid', async ({
  page,
  browser,
}) => {
  // Three orders and two staff sign-ins.
  test.slow();
  await page.goto(`/design/${clinic.id}`);
  await expect(page.getByRole('radio', { name: /^PDF plan set, single build/ })).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Lina Bo Bardi');
  await page.getByLabel('Email').fill(`upgrade-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Billing address').fill('1 Harbor Way, Arlington, VA 22201');
  await page.getByLabel(/I accept the plan licence terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const bought = await orderNumberOf(page);
  const boughtUrl = page.url();

  // Nothing to upgrade before the order is paid.
  const upgrades = page.getByRole('region', { name: 'Upgrade your licence' });
  await expect(upgrades).toHaveCount(0);
  await markPaidAsStaff(page, bought);
  await page.reload();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your downloads' }).getByRole('link', { name: /CAD files/ }),
  ).toHaveCount(0);

  // Each wider licence, at the difference with what was paid.
  await expect(upgrades).toContainText(
    'You pay the difference between the licence you bought and the wider one; once paid, its files are added to your downloads.',
  );
  await expect(upgrades.getByRole('listitem')).toHaveText([
    new RegExp(`^${clinic.title}: CAD files — pay \\$7,800\\.00`),
    new RegExp(`^${clinic.title}: Unlimited builds — pay \\$15,600\\.00`),
  ]);
  const toCad = upgrades.getByRole('button', { name: `Upgrade to CAD files: ${clinic.title}` });
  await expect(toCad).toContainText('Upgrade to CAD files');
  await expect(upgrades.getByRole('button', { name: `Upgrade to Unlimited builds: ${clinic.title}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The upgrade is an order of its own, paid like any other: one line, the CAD files at the difference.
  await toCad.click();
  await expect(page).not.toHaveURL(boughtUrl);
  const upgrade = await orderNumberOf(page);
  expect(upgrade).not.toBe(bought);
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
  const line = page.getByRole('row', { name: new RegExp(`^${clinic.title}`) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('CAD files');
  await expect(line).toContainText('$7,800.00');
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$7,800.00');
  await expect(page.getByRole('term').filter({ hasText: 'Routing number' })).toBeVisible();
  await expect(
    page.getByText(`Use your order number ${upgrade} as the payment reference`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Amount to pay: $7,800.00')).toBeVisible();

  // Once paid, it delivers the CAD files.
  await markPaidAsStaff(page, upgrade);
  await page.reload();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const downloads = page.getByRole('region', { name: 'Your downloads' });
  await expect(
    downloads.getByRole('link', { name: new RegExp(`^Download ${clinic.title}.*, CAD files$`) }),
  ).toBeVisible();

  // Without scripts, the first order now offers the unlimited builds for what is left to pay; the plain
  // post lands on the new order's page.
  const plain = await browser.newContext({ javaScriptEnabled: false, ...asClient(28) });
  try {
    const shop = await plain.newPage();
    await shop.goto(boughtUrl);
    const offers = shop.getByRole('region', { name: 'Upgrade your licence' });
    await expect(offers.getByRole('listitem')).toHaveText([
      new RegExp(`^${clinic.title}: Unlimited builds — pay \\$7,800\\.00`),
    ]);
    await expect(shop.locator('input[name="enhanced"]')).toHaveCount(0);
    await offers.getByRole('button', { name: `Upgrade to Unlimited builds: ${clinic.title}` }).click();
    const unlimited = await orderNumberOf(shop);
    expect([bought, upgrade]).not.toContain(unlimited);
    await expect(shop.getByRole('row', { name: new RegExp(`^${clinic.title}`) })).toContainText('Unlimited builds');
    await expect(shop.getByText('Amount to pay: $7,800.00')).toBeVisible();
  } finally {
    await plain.close();
  }
});
