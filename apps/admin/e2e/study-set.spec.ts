import { expect, test } from '@playwright/test';
import { createDesign, draft } from './design-fixtures';
import { signInAs } from './helpers';

// Other specs share the server and its database: the design made here carries a unique token.
const unique = () => crypto.randomUUID().slice(0, 8);

const STUDY = 'Study set — not for construction';

test('a study set is offered at the price staff set, without CAD files, and kept after a reload', async ({ page }) => {
  await signInAs(page, 'admin');
  const design = await createDesign(page, draft(`Study Set House ${unique()}`));
  await page.goto(`/marketplace/designs/${design.id}`);

  const licences = page.getByRole('group', { name: 'Licences' });
  const study = licences.getByRole('group', { name: STUDY });
  const offer = study.getByRole('checkbox', { name: `Offer the ${STUDY} licence` });
  const price = study.getByLabel(`Price of the ${STUDY} licence (USD)`);
  await expect(study).toHaveAccessibleDescription(
    'Watermarked “NOT FOR CONSTRUCTION”; its price is credited when the buyer buys a build licence of this design within 180 days.',
  );

  // A new design offers none; a study set delivers the plan set alone, so it needs no CAD files.
  await expect(offer).not.toBeChecked();
  await expect(price).toBeDisabled();
  await expect(offer).toBeEnabled();
  await expect(study.getByText('Upload CAD files to offer this licence.')).toHaveCount(0);

  await offer.check();
  await price.fill('250');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();

  await page.reload();
  await expect(offer).toBeChecked();
  await expect(price).toHaveValue('250');
  // The other extras stay as they were: not offered.
  await expect(
    licences.getByRole('group', { name: 'CAD files' }).getByRole('checkbox', { name: 'Offer the CAD files licence' }),
  ).not.toBeChecked();
});
