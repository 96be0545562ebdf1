import { formatLongDate } from '@atelier/domain/number-format';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';
import { createPriceSale, endPriceSale } from './staff-actions';

// Sales (decision 050): a design's prices reduced by a percentage between two times. The regular price is
// struck through beside the reduced one, and checkout charges the reduced one. Posts an order: its own
// client address keeps its own checkout budget; axe's script tag is inline (e2e/axe.ts).
test.use({ ...asClient(26), reducedMotion: 'reduce', bypassCSP: true });

// No other spec asserts this demo design's price: a sale on it for the length of this test changes
// nothing they check. $6,500.00, so $5,200.00 at 20% off.
const office = { id: 'design-008', title: 'Corporate Office Hub' };
const REGULAR = '$6,500.00';
const REDUCED = '$5,200.00';
/** What a screen reader hears of the price (the struck line is not announced, so it is said in words). */
const SPOKEN_PRICE = `Regular price ${REGULAR}, now ${REDUCED}`;

/**
 * Public pages are cached for up to a minute per URL; a staff change to sales sends a catalogue change
 * notice that drops the caches, which reaches the server a moment later. Loads `path` until `check` holds.
 */
async function untilShown(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

const designPrice = (page: Page) => page.getByTestId('design-price');

test('a sale strikes the regular price through, and the cart, checkout and order charge the reduced price', async ({
  page,
}) => {
  const now = Date.now();
  const sale = await createPriceSale(page, {
    name: 'Spring sale',
    target: 'design',
    targetId: office.id,
    percentOff: 20,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 24 * 60 * 60_000).toISOString(),
  });
  try {
    // The marketplace card: both prices, and the sale with its reduction.
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: office.title, exact: true }) });
    await untilShown(page, '/marketplace?category=commercial', () =>
      expect(card).toContainText(SPOKEN_PRICE, { timeout: 1_000 }),
    );
    await expect(card.locator('s')).toHaveText(REGULAR);
    await expect(card.getByText('Spring sale −20%', { exact: true })).toBeVisible();

    // The design page: the price by the button, each licence's price, and when the sale ends.
    await untilShown(page, `/design/${office.id}`, () =>
      expect(designPrice(page)).toContainText(SPOKEN_PRICE, { timeout: 1_000 }),
    );
    await expect(designPrice(page).locator('s')).toBeVisible();
    await expect(designPrice(page).locator('s')).toHaveText(REGULAR);
    await expect(page.getByText('Spring sale −20%', { exact: true })).toBeVisible();
    await expect(page.getByText(`Sale ends ${formatLongDate(sale.endsAt)}`, { exact: true })).toBeVisible();
    const licences = page.getByRole('group', { name: 'Licence' });
    await expect(licences.getByRole('radio', { name: `PDF plan set, single build ${SPOKEN_PRICE}` })).toBeChecked();
    await expect(
      licences.getByRole('radio', { name: 'CAD files Regular price $16,250.00, now $13,000.00' }),
    ).toBeVisible();

    // Search engines are told the reduced price, and until when it holds.
    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(product.offers[0]).toMatchObject({
      price: '5200.00',
      priceValidUntil: new Date(sale.endsAt).toISOString().slice(0, 10),
    });

    await expectNoAxeViolations(page);

    // The cart holds the reduced price, in the drawer and on the cart page (priced by the server).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText(REDUCED);
    await drawer.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: office.title, exact: true }) });
    await expect(line).toContainText(REDUCED);
    await expect(page.getByTestId('cart-page-subtotal')).toHaveText(REDUCED);

    // Checkout charges it, and the order page says so.
    await page.getByRole('main').getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(
      page.getByRole('region', { name: 'Your order' }).getByRole('list', { name: `Price of ${office.title}` }),
    ).toHaveText(`PDF plan set, single build: ${REDUCED}`);
    await page.getByLabel('Full name').fill('Katherine Johnson');
    await page.getByLabel('Email').fill(`sale-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Billing address').fill('1 Langley Blvd, Hampton, VA 23681');
    await page.getByLabel(/I accept the plan licence terms/).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order AP-/ })).toBeVisible();
    await expect(page.getByRole('row', { name: office.title, exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^PDF plan set, single build/ })).toContainText(REDUCED);
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText(REDUCED);
  } finally {
    // Other specs share the server: the design is back at its regular price for them.
    await endPriceSale(page, sale.id);
  }

  await untilShown(page, `/design/${office.id}`, () =>
    expect(designPrice(page)).toHaveText(REGULAR, { timeout: 1_000 }),
  );
  await expect(page.getByText('Spring sale −20%', { exact: true })).toHaveCount(0);
});
