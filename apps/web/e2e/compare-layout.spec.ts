import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// A comparison opened from a shared link: each design's column as wide as the others, each picture as tall.
test.use({ reducedMotion: 'reduce', bypassCSP: true });

const shared = '/compare?ids=design-001,design-004,design-007,design-012';

async function expectEvenColumns(page: Page) {
  await page.goto(shared);
  const table = page.getByRole('table', { name: /^Comparison of/ });
  // The first heading is the facts' column; one column per design after it.
  const widths = await table
    .locator('thead th')
    .evaluateAll((cells) => cells.slice(1).map((cell) => cell.getBoundingClientRect().width));
  expect(widths).toHaveLength(4);
  for (const width of widths) expect(Math.abs(width - (widths[0] ?? 0))).toBeLessThanOrEqual(1);
  const pictures = table.locator('thead img');
  await expect(pictures).toHaveCount(4);
  const heights = await pictures.evaluateAll((images) => images.map((image) => image.getBoundingClientRect().height));
  for (const height of heights) expect(Math.abs(height - (heights[0] ?? 0))).toBeLessThanOrEqual(1);
  expect(heights[0]).toBeGreaterThan(0);
}

test('on a desktop a shared comparison has columns of one width and pictures of one height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectEvenColumns(page);
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a shared comparison scrolls sideways with columns of one width and pictures of one height', async ({
    page,
  }) => {
    await expectEvenColumns(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
