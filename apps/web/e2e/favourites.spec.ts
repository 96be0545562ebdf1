import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

const favouritesCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'favourites')?.value;
const cartCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cart')?.value;

const heart = (page: Page, title: string, saved = false) =>
  page.getByRole('button', { name: saved ? `Remove ${title} from favourites` : `Save ${title} to favourites` });

/** The comparison table's cell for one fact (row) and one design (column). */
async function cell(page: Page, fact: string, column: number) {
  return page
    .getByRole('row', { name: new RegExp(`^${fact}`) })
    .getByRole('cell')
    .nth(column);
}

test('save two designs from the marketplace, then compare them side by side', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('link', { name: 'Favourites, 0 designs' })).toBeVisible();

  await heart(page, 'Modern Coastal Villa').click();
  await expect(heart(page, 'Modern Coastal Villa', true)).toHaveAttribute('aria-pressed', 'true');
  await heart(page, 'Urban Loft Residence').click();
  // Saved at once in the browser, without leaving the page, and in the cookie the server renders from.
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole('link', { name: 'Favourites, 2 designs' })).toBeVisible();
  await expect.poll(() => favouritesCookie(page)).toBe('v1|design-001|design-002');
  expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBe('["design-001","design-002"]');

  // The server renders the state after a reload.
  await page.reload();
  await expect(heart(page, 'Urban Loft Residence', true)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, 'Alpine Mountain Cabin')).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Favourites, 2 designs' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(2);
  await expect(main.getByRole('checkbox', { name: 'Compare Modern Coastal Villa' })).toBeChecked();
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=design-001&ids=design-002$/);
  const table = page.getByRole('table', { name: /Comparison of/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Design',
    /^Modern Coastal Villa/,
    /^Urban Loft Residence/,
  ]);
  await expect(await cell(page, 'Price', 0)).toHaveText('$4,500.00');
  await expect(await cell(page, 'Price', 1)).toHaveText('$2,800.00');
  await expect(await cell(page, 'Width', 0)).toHaveText('78 ft');
  await expect(await cell(page, 'Style', 1)).toHaveText('Industrial');
  // A picture heads each column, garage, roof and foundation are compared, and rows that differ say so.
  await expect(table.getByRole('columnheader').locator('img')).toHaveCount(2);
  for (const fact of ['Garage', 'Roof', 'Foundation'])
    await expect(table.getByRole('rowheader', { name: fact })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Price' })).toContainText('Differs');
  // A row per licence, named as on the design page, with each design's price (the seed offers CAD files
  // at 2.5 times and unlimited builds at 4 times the plan set's price); differing prices are marked.
  for (const [licence, villaPrice, loftPrice] of [
    ['PDF plan set, single build', '$4,500.00', '$2,800.00'],
    ['CAD files', '$11,250.00', '$7,000.00'],
    ['Unlimited builds', '$18,000.00', '$11,200.00'],
  ] as const) {
    await expect(await cell(page, licence, 0)).toHaveText(villaPrice);
    await expect(await cell(page, licence, 1)).toHaveText(loftPrice);
    await expect(table.getByRole('rowheader', { name: licence })).toContainText('Differs');
  }
  await expect(page.getByRole('region', { name: /Comparison of/ })).toHaveAttribute('tabindex', '0');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);

  // Each design has the design page's licence choice and "Add to cart": with scripts the cart context
  // adds the chosen licence and the drawer opens.
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  const villaLicence = table.getByRole('group', { name: 'Licence for Modern Coastal Villa' });
  await expect(villaLicence.getByRole('radio', { name: /^PDF plan set, single build/ })).toBeChecked();
  await villaLicence.getByRole('radio', { name: 'CAD files $11,250.00' }).check();
  await table.getByRole('button', { name: 'Add to cart for Modern Coastal Villa' }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer.getByRole('link', { name: 'Modern Coastal Villa' })).toBeVisible();
  await expect(drawer.getByText('CAD files', { exact: true })).toBeVisible();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$11,250.00');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  await expect.poll(() => cartCookie(page)).toBe('v1|design-001:1:cad');
  await expect(page).toHaveURL(/\/compare\?ids=design-001&ids=design-002$/);

  // Removing one from the comparison keeps the other; it is offered back from the favourites.
  await page.getByRole('link', { name: 'Remove Modern Coastal Villa from the comparison' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=design-002$/);
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await page.getByRole('link', { name: 'Add Modern Coastal Villa to compare' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=design-002,design-001$/);

  // Removed from the favourites page at once (with scripts, no navigation).
  await page.goto('/favourites');
  await heart(page, 'Modern Coastal Villa', true).click();
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Favourites, 1 design' })).toBeVisible();
  await expect.poll(() => favouritesCookie(page)).toBe('v1|design-002');
});

test('compare: at most four designs, unknown ids ignored, missing facts said so', async ({ page }) => {
  await page.goto('/compare?ids=design-001,nope,design-002,design-003,design-004,design-005,<x>');
  const table = page.getByRole('table', { name: /Comparison of/ });
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  await expect(page.getByText('showing the first 4, 1 design was left out.')).toBeVisible();

  // On a phone the table scrolls sideways inside its region, and the fact names stay in view.
  await page.setViewportSize({ width: 375, height: 800 });
  const region = page.getByRole('region', { name: /Comparison of/ });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const price = page.getByRole('rowheader', { name: 'Price' });
  await expect.poll(async () => (await price.boundingBox())?.x).toBeLessThan(40);
  await expectNoAxeViolations(page);
  // Design 8 (an office building) has no bedrooms: a dash, read as "not given".
  await page.goto('/compare?ids=design-008');
  await expect(await cell(page, 'Bedrooms', 0)).toHaveText('—not given');
  await page.goto('/compare');
  await expect(page.getByText('No designs to compare')).toBeVisible();
});

test('an empty favourites list says so; a tampered cookie is read safely', async ({ page, context }) => {
  await page.goto('/favourites');
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.addCookies([
    { name: 'favourites', value: 'v1|design-003|<b>|design-003|unknown-design|design-004', url: page.url() },
  ]);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Favourites, 2 designs' })).toBeVisible();
  // After hydration both copies hold what the server rendered.
  await expect.poll(() => favouritesCookie(page)).toBe('v1|design-003|design-004');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart form saves and removes, goes back to the page, and the comparison renders', async ({ page }) => {
    await page.goto('/marketplace?sort=price-asc');
    await heart(page, 'Alpine Mountain Cabin').click();
    await expect(page).toHaveURL(/\/marketplace\?sort=price-asc$/);
    await expect(heart(page, 'Alpine Mountain Cabin', true)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/design/design-001');
    await page.getByRole('button', { name: 'Save to favourites' }).click();
    await expect(page).toHaveURL(/\/design\/design-001$/);
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Favourites, 2 designs' })).toBeVisible();
    expect(await favouritesCookie(page)).toBe('v1|design-003|design-001');

    await page.getByRole('link', { name: 'Favourites, 2 designs' }).click();
    await page.getByRole('button', { name: 'Compare selected' }).click();
    const table = page.getByRole('table', { name: /Comparison of/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Design',
      /^Alpine Mountain Cabin/,
      /^Modern Coastal Villa/,
    ]);
    await expect(await cell(page, 'Price', 0)).toHaveText('$1,750.00');
    await expect(await cell(page, 'Unlimited builds', 0)).toHaveText('$7,000.00');

    // "Add to cart" posts the chosen licence to the cart page, which says the design is in the cart.
    await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
    await table
      .getByRole('group', { name: 'Licence for Alpine Mountain Cabin' })
      .getByRole('radio', { name: 'Unlimited builds $7,000.00' })
      .check();
    await table.getByRole('button', { name: 'Add to cart for Alpine Mountain Cabin' }).click();
    await expect(page).toHaveURL(/\/cart\?added=design-003$/);
    await expect(page.getByText('Alpine Mountain Cabin is in your cart.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
    expect(await cartCookie(page)).toBe('v1|design-003:1:unlimited');

    await page.goto('/favourites');
    await heart(page, 'Alpine Mountain Cabin', true).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    expect(await favouritesCookie(page)).toBe('v1|design-001');
  });

  test('a heart form never sends the visitor to another site', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await request.post('/favourites', {
        form: { designId: 'design-001', saved: 'true', returnTo },
        headers: { origin },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe('/favourites');
    }
  });
});
