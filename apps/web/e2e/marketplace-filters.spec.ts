import { expectNoAxeViolations } from '../../../e2e/axe';
import { type APIRequestContext, expect, type Page, test } from './fixtures';

interface ApiPage {
  total: number;
  designs: { id: string; title: string }[];
}

const api = async (request: APIRequestContext, search: string): Promise<ApiPage> =>
  (await request.get(`/api/designs${search}`)).json();
const cardTitles = (page: Page) => page.locator('section[aria-labelledby="results-heading"] article h3');
const resultsHeading = (page: Page) => page.locator('#results-heading');
const filterGroup = (page: Page, title: string) =>
  page.locator('details', { has: page.locator(':scope > summary', { hasText: new RegExp(`^${title}`) }) });
const designsText = (total: number) => `${total} ${total === 1 ? 'design' : 'designs'}`;

test.describe('marketplace filters and sorting agree with the database', () => {
  const combinations = [
    '?category=residential&sort=price-asc',
    '?location=urban&sort=area-desc',
    '?env=snow,wind&sort=newest',
    '?beds=3&baths=2&sort=price-desc',
    '?featured=1&sort=area-asc',
    '?q=timber',
    '?minPrice=3000&maxPrice=5000&sort=price-asc',
    '?type=office,cabin&stories=2',
    '?category=commercial,institutional&location=suburban,coastal&sort=price-desc',
    '?style=modern,contemporary&maxWidth=100&sort=width-asc',
    '?garage=2&minWidth=40&maxDepth=70',
  ];
  for (const search of combinations) {
    test(search, async ({ page, request }) => {
      const expected = await api(request, search);
      await page.goto(`/marketplace${search}`);
      await expect(resultsHeading(page)).toHaveText(designsText(expected.total));
      await expect(cardTitles(page)).toHaveText(expected.designs.map((design) => design.title));
    });
  }
});

test('option counts are computed from the data under the other filters', async ({ page, request }) => {
  await page.goto('/marketplace?category=residential');
  const locations = filterGroup(page, 'Location');
  await locations.locator('summary').click();
  for (const [id, label] of [
    ['urban', 'Urban'],
    ['coastal', 'Coastal'],
    ['suburban', 'Suburban'],
  ]) {
    const { total } = await api(request, `?category=residential&location=${id}`);
    await expect(locations.getByRole('checkbox', { name: new RegExp(`^${label} ${total}$`) })).toBeVisible();
  }
  // Category counts ignore the category filter itself: every category keeps its full count.
  const { total: commercial } = await api(request, '?category=commercial');
  await expect(page.getByRole('checkbox', { name: `Commercial ${commercial}` })).toBeVisible();
});

test('filters change the URL, and the back button steps back through them', async ({ page, request }) => {
  const all = await api(request, '');
  const residential = await api(request, '?category=residential');
  const cheapest = await api(request, '?category=residential&sort=price-asc');
  await page.goto('/marketplace');
  await page.waitForLoadState('networkidle');
  await expect(resultsHeading(page)).toHaveText(designsText(all.total));

  await page.getByRole('checkbox', { name: /^Residential \d+$/ }).check();
  await expect(page).toHaveURL(/\/marketplace\?category=residential$/);
  await expect(resultsHeading(page)).toHaveText(designsText(residential.total));

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\?category=residential&sort=price-asc$/);
  await expect(cardTitles(page).first()).toHaveText(cheapest.designs[0]?.title ?? '');

  await page.goBack();
  await expect(page).toHaveURL(/\?category=residential$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('popular');
  await expect(cardTitles(page)).toHaveText(residential.designs.map((design) => design.title));

  await page.goBack();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(resultsHeading(page)).toHaveText(designsText(all.total));
  await expect(page.getByRole('checkbox', { name: /^Residential \d+$/ })).not.toBeChecked();

  await page.goForward();
  await expect(page.getByRole('checkbox', { name: /^Residential \d+$/ })).toBeChecked();
});

test('a shared URL restores every control, and each chip removes its filter', async ({ page, request }) => {
  const search =
    '?q=house&category=residential,eco-friendly&env=cold&minPrice=2000&maxArea=3000&beds=2&featured=1&sort=newest';
  await page.goto(`/marketplace${search}`);
  await expect(page.getByLabel('Search designs')).toHaveValue('house');
  await expect(page.getByRole('checkbox', { name: /^Residential \d+$/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Eco-friendly \d+$/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Cold \d+$/ })).toBeChecked();
  await expect(page.getByLabel('Min price')).toHaveValue('2000');
  await expect(page.getByLabel('Max area')).toHaveValue('3000');
  await expect(page.getByLabel('Bedrooms')).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: /^Featured designs only/ })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');

  await page.getByRole('link', { name: 'Remove filter: Featured only' }).click();
  await expect(page).not.toHaveURL(/featured/);
  const withoutFeatured = await api(request, search.replace('&featured=1', ''));
  await expect(resultsHeading(page)).toHaveText(designsText(withoutFeatured.total));
  await expect(page.getByRole('checkbox', { name: /^Featured designs only/ })).not.toBeChecked();
});

test('choosing a style and a maximum width narrows the list and puts both in the URL', async ({ page, request }) => {
  const modern = await api(request, '?style=modern');
  const fits = await api(request, '?style=modern&maxWidth=80');
  expect(fits.total).toBeLessThan(modern.total);
  await page.goto('/marketplace');
  await page.waitForLoadState('networkidle');

  await filterGroup(page, 'Style').locator('summary').click();
  await page.getByRole('checkbox', { name: `Modern ${modern.total}` }).check();
  await expect(page).toHaveURL(/\/marketplace\?style=modern$/);
  await expect(resultsHeading(page)).toHaveText(designsText(modern.total));

  await filterGroup(page, 'Width and depth').locator('summary').click();
  await page.getByLabel('Max width', { exact: true }).fill('80');
  await expect(page).toHaveURL(/\?style=modern&maxWidth=80$/);
  await expect(resultsHeading(page)).toHaveText(designsText(fits.total));
  await expect(cardTitles(page)).toHaveText(fits.designs.map((design) => design.title));
  // Counts follow the other filters: garage choices among modern designs up to 80 ft wide.
  const { total: twoBays } = await api(request, '?style=modern&maxWidth=80&garage=2');
  await expect(page.getByLabel('Garage bays').locator('option', { hasText: `2+ (${twoBays})` })).toHaveCount(1);

  await page.getByRole('link', { name: 'Remove filter: Up to 80 ft wide' }).click();
  await expect(page).toHaveURL(/\?style=modern$/);
  await expect(page.getByLabel('Max width', { exact: true })).toHaveValue('');
  await page.getByRole('link', { name: 'Remove filter: Modern' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  // The Style group folds again once nothing in it is chosen.
  await expect(page.locator('input[name="style"][value="modern"]')).not.toBeChecked();
});

test('narrowest first and the garage filter restore from a shared URL', async ({ page, request }) => {
  const search = '?garage=1&maxDepth=70&sort=width-asc';
  const expected = await api(request, search);
  await page.goto(`/marketplace${search}`);
  await expect(page.getByLabel('Sort by')).toHaveValue('width-asc');
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Narrowest first');
  await expect(page.getByLabel('Garage bays')).toHaveValue('1');
  await expect(page.getByLabel('Max depth', { exact: true })).toHaveValue('70');
  await expect(page.getByRole('link', { name: 'Remove filter: 1+ garage bay' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter: Up to 70 ft deep' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(expected.designs.map((design) => design.title));
});

test.describe('accessibility', () => {
  // No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
  test.use({ reducedMotion: 'reduce', bypassCSP: true });

  test('the marketplace with every filter group open passes axe in both themes', async ({ page }) => {
    await page.goto('/marketplace?style=modern&maxWidth=80&garage=1&sort=width-asc');
    await page.waitForLoadState('networkidle');
    const closed = page.locator('form[aria-label="Filter designs"] details:not([open]) summary');
    while ((await closed.count()) > 0) await closed.first().click();
    await expectNoAxeViolations(page);
  });
});

test('typing a search applies it after a pause', async ({ page, request }) => {
  const expected = await api(request, '?q=timber');
  await page.goto('/marketplace');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Search designs').fill('timber');
  await expect(page).toHaveURL(/\?q=timber$/);
  await expect(cardTitles(page)).toHaveText(expected.designs.map((design) => design.title));
});

test('an empty result explains itself and offers to clear the filters', async ({ page, request }) => {
  const all = await api(request, '');
  await page.goto('/marketplace?category=renovation&location=desert');
  await expect(resultsHeading(page)).toHaveText('0 designs');
  await expect(page.getByRole('heading', { name: 'No designs match these filters' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(resultsHeading(page)).toHaveText(designsText(all.total));
});

test('the result page is server-rendered and a submitted form lands on the short URL', async ({ request }) => {
  const residential = await api(request, '?category=residential');
  const html = await (await request.get('/marketplace?category=residential')).text();
  expect(html).toContain('<title>Residential designs | Atelier Plans</title>');
  expect(html).toContain(designsText(residential.total));
  const redirect = await request.get('/marketplace?q=&category=residential&minPrice=&sort=popular', {
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('/marketplace?category=residential');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pagination links and the filter form still work', async ({ page, request }) => {
    const all = await api(request, '');
    const secondPage = await api(request, '?page=2');
    await page.goto('/marketplace');
    await expect(page.getByText(`Showing 1–9 of ${all.total}`)).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cardTitles(page)).toHaveText(secondPage.designs.map((design) => design.title));
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);

    const filtered = await api(request, '?category=residential&sort=price-asc');
    await page.getByRole('checkbox', { name: /^Residential \d+$/ }).check();
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/marketplace\?category=residential&sort=price-asc$/);
    await expect(cardTitles(page)).toHaveText(filtered.designs.map((design) => design.title));
  });

  test('a style, a maximum width and a garage choice apply through the form', async ({ page, request }) => {
    const expected = await api(request, '?style=modern,scandinavian&garage=1&maxWidth=80');
    await page.goto('/marketplace');
    await filterGroup(page, 'Style').locator('summary').click();
    await page.getByRole('checkbox', { name: /^Modern \d+$/ }).check();
    await page.getByRole('checkbox', { name: /^Scandinavian \d+$/ }).check();
    await filterGroup(page, 'Width and depth').locator('summary').click();
    await page.getByLabel('Max width', { exact: true }).fill('80');
    await page.getByLabel('Garage bays').selectOption('1');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/marketplace\?style=modern,scandinavian&garage=1&maxWidth=80$/);
    await expect(resultsHeading(page)).toHaveText(designsText(expected.total));
    await expect(cardTitles(page)).toHaveText(expected.designs.map((design) => design.title));
    await expect(page.getByRole('checkbox', { name: /^Scandinavian \d+$/ })).toBeChecked();
    await expect(page.getByLabel('Max width', { exact: true })).toHaveValue('80');
  });
});
