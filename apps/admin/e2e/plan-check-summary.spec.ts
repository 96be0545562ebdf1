import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { createDesign, draft } from './design-fixtures';
import { putApi, signInAs } from './helpers';

// axe's script tag is inline (see e2e/axe.ts).
test.use({ bypassCSP: true });

/** A 32 × 16 ft cabin whose bedroom has no window: the plan check's egress rule (IRC R310) fails. */
const windowlessCabin = {
  version: 1,
  floors: [
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        {
          id: 'living',
          name: 'Living room',
          kind: 'living',
          polygon: [
            [0, 0],
            [20, 0],
            [20, 16],
            [0, 16],
          ],
        },
        {
          id: 'bedroom',
          name: 'Bedroom',
          kind: 'bedroom',
          polygon: [
            [20, 0],
            [32, 0],
            [32, 10],
            [20, 10],
          ],
        },
        {
          id: 'bath',
          name: 'Bath',
          kind: 'bath-full',
          polygon: [
            [20, 10],
            [32, 10],
            [32, 16],
            [20, 16],
          ],
        },
      ],
      doors: [
        {
          id: 'front',
          between: ['outside', 'living'],
          at: [10, 0],
          widthIn: 36,
          opensInto: 'living',
          hinge: 'left',
          front: true,
        },
        { id: 'd1', between: ['living', 'bedroom'], at: [20, 5], widthIn: 32, opensInto: 'bedroom', hinge: 'right' },
        { id: 'd2', between: ['living', 'bath'], at: [20, 13], widthIn: 30, opensInto: 'bath', hinge: 'right' },
      ],
      windows: [{ id: 'w1', room: 'living', at: [10, 16], widthIn: 96, sillIn: 24, headIn: 80, operation: 'fixed' }],
    },
  ],
  roof: { type: 'gable', pitch: 8, overhangIn: 18 },
  foundation: { type: 'crawlspace' },
};

test('the catalogue sums up the building models’ plan check and links each failing design; axe in both themes', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  const design = await createDesign(page, draft(`Plan check cabin ${crypto.randomUUID().slice(0, 6)}`));
  await putApi(page, `/designs/${design.id}/building-model`, { model: windowlessCabin });

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
