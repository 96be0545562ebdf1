import { DEFAULT_RETENTION } from '@atelier/domain/retention';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { putApi, signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

test('admin: a retention period is checked, saved and kept after a reload; a pass runs now', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Data retention' });
  const notifications = section.getByLabel('Staff notifications');
  const save = section.getByRole('button', { name: 'Save retention periods' });

  try {
    await expect(notifications).toHaveValue(String(DEFAULT_RETENTION.notificationDays));
    await expect(section.getByText(/^(Last run: |Not run yet\.)/)).toBeVisible();

    // Under the minimum: the form's own check names it on the field, and nothing is sent.
    await notifications.fill('5');
    await save.click();
    await expect(section.getByText('Staff notifications are kept at least 7 days.')).toBeVisible();
    await expect(notifications).toHaveAttribute('aria-invalid', 'true');
    await expect(notifications).toBeFocused();
    await expectNoAxeViolations(page);

    await notifications.fill('120');
    await save.click();
    await expect(section.getByRole('status').filter({ hasText: 'The retention periods are saved.' })).toBeVisible();
    await expect(notifications).toHaveAttribute('aria-invalid', 'false');

    await page.reload();
    await expect(notifications).toHaveValue('120');

    await section.getByRole('button', { name: 'Run now' }).click();
    await expect(section.getByRole('status').filter({ hasText: /^Retention ran: removed / })).toBeVisible();
    await expect(section.getByText(/^Last run: /)).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the default, as other specs on the shared database expect.
    await notifications.fill(String(DEFAULT_RETENTION.notificationDays));
    await save.click();
    await expect(section.getByRole('status').filter({ hasText: 'The retention periods are saved.' })).toBeVisible();
    await page.reload();
    await expect(notifications).toHaveValue(String(DEFAULT_RETENTION.notificationDays));
  } finally {
    // The defaults again even when a step above failed midway.
    await putApi(page, '/settings/retention', DEFAULT_RETENTION);
  }
});
