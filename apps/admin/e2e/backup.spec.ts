import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true, acceptDownloads: true });

test('super admin: backs up now (the download starts), saves the daily schedule, deletes a backup; axe in both themes', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/settings/backup');
  await expect(page.getByRole('heading', { name: 'Backup', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  await expect(page.getByLabel('Hour (UTC)')).toBeVisible();
  await expectNoAxeViolations(page);

  const downloadStarts = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Back up now' }).click();
  const download = await downloadStarts;
  const name = download.suggestedFilename();
  expect(name).toMatch(/^atelier-backup-manual-\d{8}-\d{6}-[0-9a-f]{6}\.jsonl\.gz$/);
  const header = JSON.parse(
    gunzipSync(readFileSync(await download.path()))
      .toString('utf8')
      .split('\n')[0] ?? '',
  );
  expect(header).toMatchObject({ format: 'atelier-backup', kind: 'manual' });
  expect(header.tables.find((table: { name: string }) => table.name === 'designs').rows).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'is downloading' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Stored backups, newest first' });
  await expect(table.getByRole('link', { name: `Download, ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The daily schedule: saved, and still there after a reload.
  await page.getByLabel('Make a backup every day').check();
  await page.getByLabel('Hour (UTC)').selectOption({ label: '04:00' });
  await page.getByLabel('Daily backups kept').fill('0');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Keep from 1 to 90 backups.')).toBeVisible();
  await expect(page.getByLabel('Daily backups kept')).toBeFocused();
  await page.getByLabel('Daily backups kept').fill('5');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'every day at 04:00 UTC, the newest 5 kept' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Make a backup every day')).toBeChecked();
  await expect(page.getByLabel('Hour (UTC)')).toHaveValue('4');
  await expect(page.getByLabel('Daily backups kept')).toHaveValue('5');

  // Delete asks first, in a dialog that passes axe too.
  await table.getByRole('button', { name: `Delete, ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this backup?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete backup' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: `Download, ${name}` })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The backup is deleted.' })).toBeVisible();

  // Put the schedule back as a fresh start has it.
  await page.getByLabel('Make a backup every day').uncheck();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The daily backup is off.' })).toBeVisible();
});
