import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

const publicOrigin = () => (test.info().project.use.baseURL ?? '').replace('://admin.localhost', '://localhost');

/** A desktop browser's user agent: the headless one reads as a crawler, whose views are not counted. */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Opens a design's storefront page `times` times as a visitor with that user agent; answers its title. */
async function viewDesign(browser: Browser, designId: string, times: number, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const shop = await context.newPage();
  let title = '';
  for (let view = 0; view < times; view++) {
    const response = await shop.goto(`${publicOrigin()}/design/${designId}`);
    expect(response?.status()).toBe(200);
    title = (await shop.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  }
  await context.close();
  return title;
}

test('super admin: charts with summaries, table fallbacks, CSV downloads and counted page views', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Two visits from a browser and three from a crawler-like agent (Playwright's headless one).
  const title = await viewDesign(browser, 'design-007', 2, BROWSER_AGENT);
  await viewDesign(browser, 'design-007', 3);

  await signInAs(page, 'admin');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  // The demo shop's paid orders: a chart with a text alternative, and the same figures as a table.
  const revenue = page.getByRole('region', { name: 'Revenue and orders' });
  const chart = revenue.getByRole('img', { name: 'Revenue and orders' });
  await expect(chart).toHaveAccessibleDescription(
    /^Revenue (rose|fell|was) .*; total \$[\d,]+\.\d\d from \d+ orders, .*; highest \$/,
  );
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await revenue.getByText('Show as table').click();
  const table = revenue.getByRole('table', { name: /Revenue, orders and average order per day/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('cell', { name: /^\$[1-9][\d,]*\.\d\d$/ }).first()).toBeVisible();

  const countries = page.getByRole('region', { name: 'Orders by country' });
  await expect(countries.getByRole('img', { name: 'Orders by country' })).toHaveAccessibleDescription(
    /^Most orders came from /,
  );

  const top = page.getByRole('region', { name: 'Top designs' });
  await top.getByRole('button', { name: 'By units' }).click();
  await expect(top.getByRole('button', { name: 'By units' })).toHaveAttribute('aria-pressed', 'true');
  await expect(top.getByRole('img', { name: 'Top designs' })).toHaveAccessibleDescription(
    /^Top design by units: .+ units/,
  );

  // The views are written within a few seconds: only the two from a browser count.
  const conversion = page.getByRole('region', { name: 'Conversion from design page views' });
  // Each reload waits for the report to render (slow on a busy machine) before the count is looked at.
  await expect(async () => {
    await page.reload();
    await expect(conversion.getByRole('table')).toBeVisible({ timeout: 15_000 });
    const row = conversion.getByRole('row', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
    await expect(row.getByRole('cell').first()).toHaveText('2', { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });

  await expectNoAxeViolations(page);

  // Each report downloads as CSV for the same range.
  const downloadStarted = page.waitForEvent('download');
  await revenue.getByRole('link', { name: 'Download CSV of revenue and orders' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('"day starting","Revenue (USD)","Orders","Average order (USD)"');
  expect(csv.filter(Boolean)).toHaveLength(31);

  // A preset changes the URL; a reversed range says what is wrong with it.
  await page.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/interval=month/);
  await expect(revenue.getByRole('table', { name: /per month/, includeHidden: true })).toBeAttached();
  await page.getByLabel('From', { exact: true }).fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});
