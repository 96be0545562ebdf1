import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// Promotion codes (docs/decisions/049). No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** The list's row of a code, found by its row heading. */
const rowOf = (page: Page, code: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });

/** A file the staff API answers, fetched in the browser (admin.localhost resolves there only). */
const fetchFile = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, type: response.headers.get('content-type') ?? '' };
  }, url);

test('super admin: creates a code, edits it, pauses and resumes it; the page and its dialogs pass axe in both themes', async ({
  page,
}) => {
  const code = `SPRING-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New promotion' }).click();
  const create = page.getByRole('dialog', { name: 'New promotion code' });
  await create.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await expect(create.getByRole('radio', { name: 'A percentage' })).toBeChecked();
  await create.getByLabel('Percent off', { exact: true }).fill('10');
  await create.getByLabel('Total uses', { exact: true }).fill('5');
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await create.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The code ${code} is created.` })).toBeVisible();
  await expect(create).toBeHidden();

  const row = rowOf(page, code);
  await expect(row).toContainText('10% off');
  await expect(row).toContainText('Everything');
  await expect(row).toContainText('0 / 5');
  await expect(row).toContainText('Any time');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The orders placed with it, as a CSV file.
  const csv = row.getByRole('link', { name: new RegExp(`^Download CSV .*${code}`) });
  const href = (await csv.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/admin\/promotions\/[^/]+\/orders\.csv$/);
  expect(await fetchFile(page, href)).toEqual({ status: 200, type: expect.stringContaining('text/csv') });

  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${code}` });
  const percent = edit.getByLabel('Percent off', { exact: true });
  await expect(percent).toHaveValue('10');
  await expect(edit.getByLabel('Total uses', { exact: true })).toHaveValue('5');
  await percent.fill('15');
  await edit.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The code ${code} is saved.` })).toBeVisible();
  await expect(row).toContainText('15% off');

  await row.getByRole('button', { name: `Pause ${code}` }).click();
  const pause = page.getByRole('alertdialog', { name: `Pause ${code}?` });
  await expectNoAxeViolations(page, { within: '[role="alertdialog"]' });
  await pause.getByRole('button', { name: 'Pause code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The code ${code} is paused.` })).toBeVisible();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Resume ${code}` }).click();
  await page
    .getByRole('alertdialog', { name: `Resume ${code}?` })
    .getByRole('button', { name: 'Resume code' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `The code ${code} is active again.` })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Pause ${code}` })).toBeVisible();

  // Kept after a reload: the server holds the terms.
  await page.reload();
  await expect(rowOf(page, code)).toContainText('15% off');
});

test('sales: the Promotions page is in the menu and passes axe in both themes', async ({ page }) => {
  await signInAs(page, 'sales');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New promotion' })).toBeVisible();
  // Other specs may have made codes in the shared database, or none yet.
  await expect(
    page.getByRole('table', { name: /^Promotion codes/ }).or(page.getByText('No promotion codes yet.')),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a content editor has no promotions page: not in the menu, access denied at its address', async ({ page }) => {
  await signInAs(page, 'editor');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' })).toHaveCount(
    0,
  );
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
