import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { createDesign, draft } from './design-fixtures';
import { postApi, readApi, signInAs } from './helpers';

// Sales on the Promotions page (docs/decisions/050). No animation mid-check; axe's script tag is inline
// (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

interface SaleSummary {
  id: string;
  name: string;
  status: string;
}

/** The list's row of a sale, found by its row heading. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** A date-time input's value `minutes` from now, in the browser's time zone (the one the form reads it in). */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 60_000);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  }, minutes);

/** A sale left running by a failed run would stay in the list: end it. */
async function endIfRunning(page: Page, name: string) {
  const { sales } = await readApi<{ sales: SaleSummary[] }>(page, '/price-sales');
  const sale = sales.find((item) => item.name === name);
  if (sale && sale.status !== 'ended') await postApi(page, `/price-sales/${sale.id}/end`, {});
}

test('super admin: creates a sale, edits it, ends it now; the Sales tab and its dialogs pass axe in both themes', async ({
  page,
}) => {
  const name = `Sale ${crypto.randomUUID().slice(0, 8)}`;
  await signInAs(page, 'admin');
  // A draft of its own: no storefront spec sees its price change.
  const design = await createDesign(page, draft(`Sale subject ${name}`));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await page.getByRole('tablist', { name: 'Promotions' }).getByRole('tab', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/\/promotions\?tab=sales$/);
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  // Other specs may have made sales in the shared database, or none yet.
  await expect(page.getByRole('table', { name: /^Sales/ }).or(page.getByText('No sales yet.'))).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    await page.getByRole('button', { name: 'New sale' }).click();
    const create = page.getByRole('dialog', { name: 'New sale' });
    await create.getByLabel('Name', { exact: true }).fill(name);
    await expect(create.getByRole('radio', { name: 'A design' })).toBeChecked();
    await create.getByLabel('Design id', { exact: true }).fill(design.id);
    await create.getByLabel('Percent off', { exact: true }).fill('20');
    await create.getByLabel('Starts', { exact: true }).fill(await localInput(page, -1));
    await create.getByLabel('Ends', { exact: true }).fill(await localInput(page, 24 * 60));
    await expectNoAxeViolations(page, { within: '[role="dialog"]' });
    await create.getByRole('button', { name: 'Create sale' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The sale ${name} is created.` })).toBeVisible();
    await expect(create).toBeHidden();

    const row = rowOf(page, name);
    await expect(row).toContainText('A design');
    await expect(row).toContainText(design.title);
    await expect(row).toContainText('20% off');
    await expect(row.getByText('Running', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Design id', { exact: true })).toHaveValue(design.id);
    const percent = edit.getByLabel('Percent off', { exact: true });
    await expect(percent).toHaveValue('20');
    await percent.fill('25');
    await edit.getByRole('button', { name: 'Save sale' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The sale ${name} is saved.` })).toBeVisible();
    await expect(row).toContainText('25% off');

    await row.getByRole('button', { name: `End now: ${name}` }).click();
    const end = page.getByRole('alertdialog', { name: `End ${name} now?` });
    await expectNoAxeViolations(page, { within: '[role="alertdialog"]' });
    await end.getByRole('button', { name: 'End sale' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The sale ${name} has ended.` })).toBeVisible();
    await expect(row.getByText('Ended', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^End now/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Kept after a reload, on the same tab: the server holds the sale.
    await page.reload();
    await expect(rowOf(page, name)).toContainText('25% off');
    await expect(rowOf(page, name).getByText('Ended', { exact: true })).toBeVisible();
  } finally {
    await endIfRunning(page, name);
  }
});
