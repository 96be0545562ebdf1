import { floorOf, house } from '@atelier/domain/test/building-models';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { createDesign, draft } from './design-fixtures';
import { putApi, signInAs } from './helpers';

// axe's script tag is inline (see e2e/axe.ts).
test.use({ bypassCSP: true });

/** The building model tests' one-storey house, its second bedroom without a window: IRC R310's rule fails. */
function houseWithoutEgress() {
  const model = house();
  const ground = floorOf(model, 'ground');
  ground.windows = ground.windows?.filter((window) => window.room !== 'bed2');
  return model;
}

test('the catalogue sums up the building models’ plan check and links each failing design; axe in both themes', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  const design = await createDesign(page, draft(`Plan check cabin ${crypto.randomUUID().slice(0, 6)}`));
  await putApi(page, `/designs/${design.id}/building-model`, { model: houseWithoutEgress() });

  await page.goto('/marketplace/designs');
  const summary = page.getByRole('region', { name: 'Building models: plan check' });
  await expect(summary).toContainText(/\d+ of \d+ designs with a building model fail the plan check/);
  await expect(
    summary
      .getByRole('row', { name: /IRC R310/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(/^\d+$/);
  const failing = summary.getByRole('list', { name: 'Designs that fail the plan check' });
  await failing.getByRole('link', { name: design.title }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/designs/${design.id}$`));

  await page.goto('/marketplace/designs');
  await expect(summary).toBeVisible();
  await expectNoAxeViolations(page);
  // Without its model the design is no longer checked.
  await putApi(page, `/designs/${design.id}/building-model`, { model: null });
});
