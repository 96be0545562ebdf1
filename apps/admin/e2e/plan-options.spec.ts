import type { StaffDesignPlanOptions, StudioPlanOptions } from '@atelier/domain/plan-option-admin';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { publicOrigin, putApi, readApi, signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });
// Both tests change what design-005 offers on the storefront: one after the other.
test.describe.configure({ mode: 'default' });

/** A demo design whose own foundation is a slab; no other spec edits it. */
const DESIGN = 'design-005';
const PIER = 'Pier and beam foundation';
/** The other foundations design-005 could sell (its own slab is included, never sold). */
const OTHER_FOUNDATIONS = /(Crawlspace|Basement|Walkout basement|Pier and beam) foundation/;

/**
 * An option on the storefront's design page: its radio or checkbox (named by the option's label), and the
 * closest element around it, which holds its price.
 */
function storefrontOption(page: Page, role: 'radio' | 'checkbox', label: string) {
  const control = page.getByRole(role, { name: new RegExp(label) });
  return { control, around: page.locator('label, li, div, tr').filter({ has: control }).last() };
}

test("the studio's price of an option: saved in the settings, kept after a reload, shown on the storefront", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const before = await readApi<StudioPlanOptions>(page, '/settings/plan-options');

  try {
    // Settings › Plan options, from the sidebar.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('button', { name: 'Settings' }).click();
    await nav.getByRole('link', { name: 'Plan options' }).click();
    await expect(page).toHaveURL(/\/settings\/plan-options$/);
    await expect(page.getByRole('heading', { name: 'Plan options', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Plan options | Admin | Atelier Plans');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Settings.*Plan options/);
    const table = page.getByRole('table', { name: 'Plan options' });
    await expect(table.getByRole('rowheader', { name: 'Foundations' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Add-ons' })).toBeVisible();
    const price = page.getByLabel(`Price of ${PIER} (USD)`);
    await expect(price).toHaveValue(String(before.options.pier.priceCents / 100));
    await expect(page.getByRole('checkbox', { name: `Offer ${PIER}` })).toBeChecked();
    await expectNoAxeViolations(page);

    // An empty price is refused on its field, before anything is sent.
    await price.fill('');
    await page.getByRole('button', { name: 'Save plan options' }).click();
    await expect(page.getByText('Enter a price.')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
    await expectNoAxeViolations(page);

    await price.fill('318.75');
    await page.getByRole('button', { name: 'Save plan options' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The plan options are saved.' })).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'false');

    await page.reload();
    await expect(page.getByLabel(`Price of ${PIER} (USD)`)).toHaveValue('318.75');

    // The storefront's design page offers the pier foundation at the new price (its page cache drops on the
    // change's notice).
    await expect(async () => {
      await page.goto(`${publicOrigin()}/design/${DESIGN}`);
      const pier = storefrontOption(page, 'radio', PIER);
      await expect(page.getByRole('group', { name: 'Foundation' }).filter({ has: pier.control })).toHaveCount(1, {
        timeout: 1_000,
      });
      await expect(pier.around).toContainText('+$318.75', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    // Only the pier foundation's terms go back: other specs read the other options meanwhile.
    await page.goto('/dashboard');
    const now = await readApi<StudioPlanOptions>(page, '/settings/plan-options');
    await putApi(page, '/settings/plan-options', { options: { ...now.options, pier: before.options.pier } });
  }
});

test('a design offering only the materials list: chosen on its page, shown on the storefront, then all again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const before = await readApi<StaffDesignPlanOptions>(page, `/designs/${DESIGN}/plan-options`);

  try {
    await page.goto(`/marketplace/designs/${DESIGN}`);
    const section = page.getByRole('region', { name: 'Plan options', exact: true });
    await expect(section.getByText('Included: Slab foundation')).toBeVisible();
    await expect(section.getByRole('radio', { name: 'Offer every option the studio offers' })).toBeChecked();
    await expect(section.getByRole('list', { name: 'Offered on the storefront' })).toContainText(PIER);
    await expect(section.getByRole('link', { name: "Edit the studio's plan options" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Only these: every option the studio offers starts ticked; the design's own slab is not listed.
    await section.getByRole('radio', { name: 'Offer only these' }).check();
    const options = section.getByRole('group', { name: 'Options offered' });
    await expect(options.getByRole('checkbox', { name: PIER })).toBeChecked();
    await expect(options.getByRole('checkbox', { name: 'Slab foundation' })).toHaveCount(0);
    await expect(options.getByRole('checkbox', { name: PIER })).toHaveAccessibleDescription(/^\$[\d,.]+ · /);
    await expectNoAxeViolations(page);

    for (const checkbox of await options.getByRole('checkbox').all()) {
      if (await checkbox.isEnabled()) await checkbox.setChecked(false);
    }
    await options.getByRole('checkbox', { name: 'Materials list' }).check();
    await section.getByRole('button', { name: 'Save plan options' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The plan options are saved.' })).toBeVisible();

    await page.reload();
    await expect(section.getByRole('radio', { name: 'Offer only these' })).toBeChecked();
    await expect(options.getByRole('checkbox', { name: 'Materials list' })).toBeChecked();
    await expect(options.getByRole('checkbox', { name: 'Right-reading reverse' })).not.toBeChecked();

    // The storefront offers the materials list and no other foundation.
    await expect(async () => {
      await page.goto(`${publicOrigin()}/design/${DESIGN}`);
      await expect(storefrontOption(page, 'checkbox', 'Materials list').control).toHaveCount(1, { timeout: 1_000 });
      await expect(page.getByRole('radio', { name: OTHER_FOUNDATIONS })).toHaveCount(0, { timeout: 1_000 });
      await expect(page.getByRole('checkbox', { name: /Right-reading reverse/ })).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    // Back to every option the studio offers.
    await page.goto(`/marketplace/designs/${DESIGN}`);
    await section.getByRole('radio', { name: 'Offer every option the studio offers' }).check();
    await section.getByRole('button', { name: 'Save plan options' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The plan options are saved.' })).toBeVisible();
    expect((await readApi<StaffDesignPlanOptions>(page, `/designs/${DESIGN}/plan-options`)).offered).toBeNull();
  } finally {
    await page.goto('/dashboard');
    await putApi(page, `/designs/${DESIGN}/plan-options`, { offered: before.offered });
  }
});

test('a content editor has no Plan options settings page: not in the menu, access denied at its address', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Plan options' })).toHaveCount(
    0,
  );
  await page.goto('/settings/plan-options');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
