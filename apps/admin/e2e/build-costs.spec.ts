import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true, acceptDownloads: true });

const publicOrigin = () => (test.info().project.use.baseURL ?? '').replace('://admin.localhost', '://localhost');
const csvFile = (text: string) => ({
  name: 'build-costs.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

/** The exported file with Texas's line given these costs (basic, standard, premium). */
const withTexas = (csv: string, costs: string) => csv.replace(/^"US-TX","Texas",.*$/m, `"US-TX","Texas",${costs}`);

/** Puts the table back as it was exported, through the API (from the browser, on the admin host). */
async function importThroughApi(page: Page, csv: string) {
  await page.evaluate(async (text) => {
    const session = (await (await fetch('/api/admin/auth/session')).json()) as { session: { csrfToken: string } };
    const response = await fetch('/api/admin/build-costs', {
      method: 'PUT',
      headers: { 'x-csrf-token': session.session.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ csv: text }),
    });
    if (!response.ok) throw new Error(`restoring the build costs answered ${response.status}`);
  }, csv);
}

/** Texas's standard estimate on the storefront shows this cost per sq ft (the page cache drops on the import's notice). */
async function expectTexasCost(page: Page, cost: string) {
  await expect(async () => {
    await page.goto(`${publicOrigin()}/design/design-001?region=US-TX`);
    const section = page.getByRole('region', { name: 'Cost to build' });
    await expect(section.getByText('To build in Texas with a standard finish')).toBeVisible({ timeout: 1_000 });
    await expect(section.getByText(/^\$[\d,]+ – \$[\d,]+$/)).toBeVisible({ timeout: 1_000 });
    await expect(section.getByRole('definition').filter({ hasText: `${cost} (standard finish, Texas)` })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
}

test('super admin: exports the build costs, imports a file with a bad line and a good one, and the storefront estimates with it', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/settings/build-costs');
  await expect(page.getByRole('heading', { name: 'Build costs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cost per sq ft by region' });
  await expect(table.getByRole('rowheader', { name: 'Texas' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloadStarts = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloadStarts;
  expect(download.suggestedFilename()).toMatch(/^build-costs-\d{4}-\d{2}-\d{2}\.csv$/);
  const original = await readFile(await download.path(), 'utf8');
  const lines = original.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('"region","name","basic_per_sq_ft","standard_per_sq_ft","premium_per_sq_ft"');
  expect(lines[1]).toMatch(/^"default",/);
  const texasLine = lines.findIndex((line) => line.startsWith('"US-TX",')) + 1;
  const originalStandard = lines[texasLine - 1]?.split(',')[3] ?? '';

  try {
    // Premium below standard: the line is named, nothing is imported.
    await page.getByLabel('CSV file').setInputFiles(csvFile(withTexas(original, '117,144,100')));
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(alert.getByRole('listitem')).toHaveText([`Line ${texasLine}: Premium must be at least standard.`]);
    await expectNoAxeViolations(page);

    await page.getByLabel('CSV file').setInputFiles(csvFile(withTexas(original, '117,150,212')));
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expect(page.getByRole('status').filter({ hasText: /The table is imported: \d+ regions\./ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'Texas' })).toContainText('$150');
    await expect(page.getByText(/^Imported \d/)).toBeVisible();
    await expectNoAxeViolations(page);

    await expectTexasCost(page, '$150');
  } finally {
    // Back as exported (the cost the other specs expect).
    await page.goto('/settings/build-costs');
    await importThroughApi(page, original);
  }
  await expectTexasCost(page, `$${originalStandard}`);
});

test('a content editor has no build-cost page: not in the menu, access denied at its address', async ({ page }) => {
  await signInAs(page, 'editor');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Build costs' })).toHaveCount(
    0,
  );
  await page.goto('/settings/build-costs');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
