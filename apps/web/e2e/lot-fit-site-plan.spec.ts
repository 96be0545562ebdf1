import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

// design-001, the Modern Coastal Villa, is 78 × 30 ft by its building model (seed/building-models/design-001.ts).
const villa = { id: 'design-001', title: 'Modern Coastal Villa' };
const SETBACKS = 'setbacks of 25 ft front, 25 ft rear and 5 ft each side';

const onYourLot = (page: Page) => page.getByRole('region', { name: 'On your lot' });
const caption = (page: Page) => onYourLot(page).getByRole('figure').locator('figcaption');
const sitePlan = (page: Page, lot: string) =>
  page.getByRole('img', { name: `Site plan: ${villa.title} on a ${lot} lot` });

/** Fills the site plan's form, a field for each URL parameter, and sends it. */
async function checkLot(page: Page, fields: Record<string, string>) {
  const form = onYourLot(page);
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Check my lot' }).click();
}

test('a design on a lot it fits: the site plan, its caption, and axe in both themes', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`/design/${villa.id}?lotWidth=200&lotDepth=300`);
  await expect(page.getByRole('heading', { level: 2, name: 'On your lot' })).toBeVisible();
  await expect(sitePlan(page, '200 × 300 ft')).toBeVisible();
  await expect(caption(page)).toHaveText(
    `On a 200 × 300 ft lot with ${SETBACKS}, the buildable area is 190 × 250 ft; ` +
      'this 78 × 30 ft footprint leaves 112 ft to spare in width, 220 ft in depth.',
  );
  await expect(caption(page)).toContainText('to spare');
  // The form is filled in with the lot, the setbacks at their defaults.
  await expect(onYourLot(page).getByLabel('Lot width', { exact: true })).toHaveValue('200');
  await expect(onYourLot(page).getByLabel('Side setbacks (each)', { exact: true })).toHaveValue('5');
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a lot too small for the design says by how much, and the form checks another lot in place', async ({ page }) => {
  await page.goto(`/design/${villa.id}?lotWidth=200&lotDepth=300`);
  await checkLot(page, { 'Lot width': '60', 'Lot depth': '70' });
  await expect(page).toHaveURL(
    new RegExp(`/design/${villa.id}\\?lotWidth=60&lotDepth=70&setbackFront=25&setbackRear=25&setbackSide=5$`),
  );
  // Read again by the loader (shouldRevalidate lets a new lot through).
  await expect(sitePlan(page, '60 × 70 ft')).toBeVisible();
  await expect(caption(page)).toContainText('this 78 × 30 ft footprint is 28 ft too wide and 10 ft too deep');
  await expectNoAxeViolations(page);

  await page.goto(`/design/${villa.id}?lotWidth=90&lotDepth=70`);
  await expect(caption(page)).toContainText('is 10 ft too deep, so it does not fit.');
  await expect(caption(page)).not.toContainText('too wide');
});

test('without a lot the design page has no site plan', async ({ page }) => {
  await page.goto(`/design/${villa.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(villa.title);
  await expect(page.getByRole('heading', { name: 'On your lot' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Site plan:/ })).toHaveCount(0);
  // Half a lot is no lot.
  await page.goto(`/design/${villa.id}?lotWidth=60`);
  await expect(page.getByRole('heading', { name: 'On your lot' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the site plan is drawn by the server and its form checks another lot', async ({ page }) => {
    await page.goto(`/design/${villa.id}?lotWidth=200&lotDepth=300`);
    await expect(sitePlan(page, '200 × 300 ft')).toBeVisible();
    await expect(caption(page)).toContainText('to spare');
    await checkLot(page, {
      'Lot width': '100',
      'Lot depth': '150',
      'Front setback': '20',
      'Rear setback': '30',
      'Side setbacks (each)': '10',
    });
    await expect(page).toHaveURL(
      new RegExp(`/design/${villa.id}\\?lotWidth=100&lotDepth=150&setbackFront=20&setbackRear=30&setbackSide=10$`),
    );
    await expect(sitePlan(page, '100 × 150 ft')).toBeVisible();
    await expect(caption(page)).toHaveText(
      'On a 100 × 150 ft lot with setbacks of 20 ft front, 30 ft rear and 10 ft each side, the buildable area is ' +
        '80 × 100 ft; this 78 × 30 ft footprint leaves 2 ft to spare in width, 70 ft in depth.',
    );
    await expect(onYourLot(page).getByLabel('Front setback', { exact: true })).toHaveValue('20');
  });
});
