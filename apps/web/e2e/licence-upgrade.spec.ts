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
  const toCad = upgrades.getByRole('link', { name: `Upgrade to CAD files: ${clinic.title}` });
  await expect(toCad).toContainText('Upgrade to CAD files');
  await expect(upgrades.getByRole('link', { name: `Upgrade to Unlimited builds: ${clinic.title}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The button opens the upgrade's review: what is held, what the wider licence adds, what its order costs
  // with tax, and the licence to accept. Nothing is ordered yet.
  await toCad.click();
  await expect(page).toHaveURL(new RegExp(`/order/${bought}/upgrade\\?design=${clinic.id}&licence=cad&token=[\\w-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Review your licence upgrade' })).toBeVisible();
  await expect(page).toHaveTitle(`Review your licence upgrade, order ${bought} | Atelier Plans`);
  const reviewUrl = page.url();
  const have = page.getByRole('region', { name: 'What you have' });
  await expect(have.getByRole('link', { name: clinic.title })).toHaveAttribute('href', `/design/${clinic.id}`);
  await expect(have.getByRole('definition')).toHaveText([
    clinic.title,
    bought,
    'PDF plan set, single build',
    'Plan set (PDF)',
    'One',
    'As named on your licence certificate (PDF)',
  ]);
  await expect(have.getByRole('link', { name: 'As named on your licence certificate (PDF)' })).toBeVisible();
  const get = page.getByRole('region', { name: 'What you get' });
  await expect(get.getByRole('definition')).toHaveText(['CAD files', 'Plan set (PDF), CAD files', 'One', 'CAD files']);
  const pay = page.getByRole('region', { name: 'What you pay' });
  // The design, then its price as it adds up: the wider licence at the difference.
  await expect(pay.getByRole('row', { name: new RegExp(`^${clinic.title}`) })).toBeVisible();
  await expect(pay.getByRole('row', { name: /^CAD files/ })).toContainText('$7,800.00');
  await expect(pay.getByRole('row', { name: /^Tax/ })).toHaveText(/Tax \(0%\)\s*\$0\.00/);
  await expect(pay.getByRole('row', { name: /^Total/ })).toContainText('$7,800.00');
  const terms = page.getByRole('region', { name: 'Licence terms' });
  await expect(terms.getByRole('link', { name: 'licence' })).toHaveAttribute('href', '/licence');
  const accept = terms.getByRole('checkbox', { name: /^I accept the licence terms/ });
  const placeUpgrade = terms.getByRole('button', { name: 'Place upgrade order' });
  // The page is the buyer's alone, as the order's is.
  const shown = await page.reload();
  expect(shown?.headers()['cache-control']).toBe('private, no-store');
  expect(shown?.headers()['referrer-policy']).toBe('same-origin');
  await expectNoAxeViolations(page);

  // The licence must be accepted first: the browser says so at the box, and nothing is posted.
  await placeUpgrade.click();
  await expect(terms.getByText('Please accept the plan licence terms.')).toBeVisible();
  await expect(accept).toBeFocused();
  await expect(page).toHaveURL(reviewUrl);
  await accept.check();

  // The upgrade is an order of its own, paid like any other: one line, the CAD files at the difference.
  await placeUpgrade.click();
  await expect(page).not.toHaveURL(reviewUrl);
  const upgrade = await orderNumberOf(page);
  expect(upgrade).not.toBe(bought);
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
  // The line names the design and the order it upgrades, then its one row: the CAD files at the difference.
  const line = page.getByRole('row', { name: new RegExp(clinic.title) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(bought);
  // The line's one row (not its heading, "CAD files for …"): the licence at the difference.
  await expect(page.getByRole('row', { name: /^CAD files(?! for)/ })).toContainText('$7,800.00');
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
    downloads.getByRole('link', { name: new RegExp(`^Download .*${clinic.title}.*, CAD files$`) }),
  ).toBeVisible();

  // Without scripts, the first order now offers the unlimited builds for what is left to pay; its review
  // is a plain page, its form a plain post (the server asks for the licence), and the buyer lands on the
  // new order's page. Ordered, the upgrade is no longer offered: its review says so and leads back.
  const plain = await browser.newContext({ javaScriptEnabled: false, ...asClient(28) });
  try {
    const shop = await plain.newPage();
    await shop.goto(boughtUrl);
    const offers = shop.getByRole('region', { name: 'Upgrade your licence' });
    await expect(offers.getByRole('listitem')).toHaveText([
      new RegExp(`^${clinic.title}: Unlimited builds — pay \\$7,800\\.00`),
    ]);
    await offers.getByRole('link', { name: `Upgrade to Unlimited builds: ${clinic.title}` }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Review your licence upgrade' })).toBeVisible();
    const unlimitedReview = shop.url();
    await expect(shop.getByRole('region', { name: 'What you have' }).getByRole('definition').nth(2)).toHaveText(
      'CAD files',
    );
    await expect(shop.getByRole('region', { name: 'What you get' }).getByRole('definition')).toHaveText([
      'Unlimited builds',
      'Plan set (PDF), CAD files',
      'Unlimited',
      'Unlimited builds',
    ]);
    await expect(shop.locator('input[name="enhanced"]')).toHaveCount(0);
    const place = shop.getByRole('button', { name: 'Place upgrade order' });
    await place.click();
    const terms = shop.getByRole('region', { name: 'Licence terms' });
    await expect(terms.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(terms.getByText('Please accept the plan licence terms.')).toBeVisible();
    await terms.getByRole('checkbox', { name: /^I accept the licence terms/ }).check();
    await place.click();
    const unlimited = await orderNumberOf(shop);
    expect([bought, upgrade]).not.toContain(unlimited);
    await expect(shop.getByRole('row', { name: new RegExp(clinic.title) })).toBeVisible();
    await expect(shop.getByRole('row', { name: /^Unlimited builds(?! for)/ })).toContainText('$7,800.00');
    await expect(shop.getByText('Amount to pay: $7,800.00')).toBeVisible();

    const gone = await shop.goto(unlimitedReview);
    expect(gone?.status()).toBe(404);
    await expect(shop.getByRole('heading', { level: 1, name: 'This upgrade is not offered' })).toBeVisible();
    await expect(shop).toHaveTitle(`Upgrade not offered, order ${bought} | Atelier Plans`);
    await shop.getByRole('link', { name: `Back to order ${bought}` }).click();
    await expect(shop).toHaveURL(boughtUrl);
    await expect(shop.getByRole('region', { name: 'Upgrade your licence' })).toHaveCount(0);
  } finally {
    await plain.close();
  }
});
