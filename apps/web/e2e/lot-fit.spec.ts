import { expectNoAxeViolations } from '../../../e2e/axe';
import { type APIRequestContext, expect, type Page, test } from './fixtures';

// "Fits my lot": the lot's size and setbacks narrow the marketplace to the designs that fit, and each
// card says how much room is left (lot-fit.ts). 70 × 100 ft with the usual setbacks leaves 60 × 50 ft.

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

interface ApiPage {
  total: number;
  designs: { id: string; title: string; widthFt: number; depthFt: number }[];
}
const api = async (request: APIRequestContext, search: string): Promise<ApiPage> =>
  (await request.get(`/api/designs${search}`)).json();
const cards = (page: Page) => page.locator('section[aria-labelledby="results-heading"] article');
const lotGroup = (page: Page) =>
  page.locator('details', { has: page.locator(':scope > summary', { hasText: /^Fits my lot/ }) });

async function expectFittingCards(page: Page, expected: ApiPage) {
  await expect(cards(page).locator('h3')).toHaveText(expected.designs.map((design) => design.title));
  const first = expected.designs[0];
  if (!first) throw new Error('some design fits the lot');
  const card = cards(page).filter({ hasText: first.title });
  await expect(card).toContainText(
    `Fits: ${60 - first.widthFt} ft to spare in width, ${50 - first.depthFt} ft in depth`,
  );
  await expect(card.getByRole('link', { name: first.title })).toHaveAttribute(
    'href',
    `/design/${first.id}?lotWidth=70&lotDepth=100`,
  );
}

test('a lot typed into the filters lists the designs that fit, each saying how much room is left', async ({
  page,
  request,
}) => {
  const expected = await api(request, '?lotWidth=70&lotDepth=100');
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan((await api(request, '')).total);
  await page.goto('/marketplace');
  await lotGroup(page).locator('summary').click();
  await page.getByLabel('Lot width', { exact: true }).fill('70');
  await page.getByLabel('Lot depth', { exact: true }).fill('100');
  await expect(page).toHaveURL(/\/marketplace\?lotWidth=70&lotDepth=100$/);
  await expectFittingCards(page, expected);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Remove filter: Fits a 70 × 100 ft lot' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByLabel('Lot width', { exact: true })).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lot applies through the form, and the setbacks count', async ({ page, request }) => {
    const expected = await api(request, '?lotWidth=70&lotDepth=100');
    await page.goto('/marketplace');
    await lotGroup(page).locator('summary').click();
    await page.getByLabel('Lot width', { exact: true }).fill('70');
    await page.getByLabel('Lot depth', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/marketplace\?lotWidth=70&lotDepth=100$/);
    await expectFittingCards(page, expected);
    await expect(page.getByLabel('Lot width', { exact: true })).toHaveValue('70');
    await expect(page.getByLabel('Front setback', { exact: true })).toHaveValue('25');

    // Deeper setbacks leave less room: a 70 ft front setback leaves 5 ft, which nothing fits.
    await page.getByLabel('Front setback', { exact: true }).fill('70');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/marketplace\?lotWidth=70&lotDepth=100&setbackFront=70$/);
    await expect(cards(page)).toHaveCount(0);
  });
});
