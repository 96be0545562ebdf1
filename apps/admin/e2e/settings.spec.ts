import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });
// The tests change the shared shop settings: one after the other, then put them back.
test.describe.configure({ mode: 'default' });

const publicOrigin = () => (test.info().project.use.baseURL ?? '').replace('://admin.localhost', '://localhost');

/** The saved settings put back as they were, through the API (from the browser, on the admin host). */
async function restoreSettings(page: Page, settings: unknown) {
  await page.evaluate(async (saved) => {
    const session = (await (await fetch('/api/admin/auth/session')).json()) as { session: { csrfToken: string } };
    const { version } = (await (await fetch('/api/admin/settings')).json()) as { version: number };
    const response = await fetch('/api/admin/settings', {
      method: 'PUT',
      headers: { 'x-csrf-token': session.session.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ ...(saved as object), version }),
    });
    if (!response.ok) throw new Error(`restoring the settings answered ${response.status}`);
  }, settings);
}

test('admin: change the shop name and phone, and see them in the storefront footer and contact page', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();
  const original = await page.evaluate(async () => (await (await fetch('/api/admin/settings')).json()).settings);
  await expect(page.getByLabel('Shop name')).toHaveValue('Atelier Plans');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 (212) 555-0100');
  await expectNoAxeViolations(page);

  try {
    // The form's own check: a required field left empty is named and nothing is sent.
    await page.getByLabel('Shop name').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop name is required.')).toBeVisible();
    await expect(page.getByLabel('Shop name')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel('Shop name').fill('Atelier Nord');
    await page.getByLabel('Phone').fill('+1 (212) 555-0177');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The settings are saved.' })).toBeVisible();

    // The storefront shows them at once, with no restart.
    await page.goto(`${publicOrigin()}/contact`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Atelier Nord', { exact: true })).toBeVisible();
    await expect(footer.getByText('+1 (212) 555-0177')).toBeVisible();
    await expect(footer.getByText('+1 (212) 555-0100')).toHaveCount(0);
    const details = page.getByRole('complementary', { name: 'Studio details' });
    await expect(details.getByText('+1 (212) 555-0177')).toBeVisible();
    await expect(details.getByText('350 Fifth Avenue')).toBeVisible();
  } finally {
    await page.goto('/settings/general');
    await restoreSettings(page, original);
  }
  await page.goto(`${publicOrigin()}/`);
  await expect(page.getByRole('contentinfo').getByText('+1 (212) 555-0100')).toBeVisible();
});

test('admin: sections, lists and the test e-mail result pass axe in both themes', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { name: 'Taxes', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Add a country rate' }).click();
  await page.getByLabel('Country 1', { exact: true }).selectOption('GB');
  await page.getByLabel('Country 1 rate (%)').fill('20');
  await page.getByRole('button', { name: 'Add a region' }).click();
  await expect(page.getByLabel('Region 2 countries')).toBeVisible();
  await expect(page.getByLabel('Region 2 IBAN')).toBeVisible();
  await expect(page.getByLabel('Region 1 routing number')).toHaveValue('021000021');

  // No mail server in the browser tests: the result says so in the status region.
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByTestId('test-email-result')).toContainText('SMTP is not configured');
  await expectNoAxeViolations(page);

  // The new region is left empty: the form names each field and keeps the focus on the first.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Region name is required.')).toBeVisible();
  await expect(page.getByLabel('Region 2 name')).toBeFocused();
  await expectNoAxeViolations(page);
});
