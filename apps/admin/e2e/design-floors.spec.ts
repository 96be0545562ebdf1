import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/**
 * A demo design no other spec uses (admin or storefront): saving its floors replaces the generated ones
 * and drops its generated plan set, which specs reading design-001's or design-004's floors rely on.
 */
const DESIGN = 'design-006';

/** A drawing the server takes: a real PNG at least 640 pixels wide. */
const drawing = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** Chooses a file through the button, as someone using the keyboard or a screen reader would. */
async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The floor's total area in square feet, as the form shows it while rooms are typed. */
async function totalArea(floor: Locator, name: string): Promise<number> {
  const text = await floor
    .locator('p')
    .filter({ hasText: `Total area of ${name}:` })
    .textContent();
  return Number(text?.match(/([\d,]+) sq ft/)?.[1]?.replace(/,/g, ''));
}

test('a content editor keeps the generated floors with a changed room, adds a drawing, and the section passes axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'editor');
  await page.goto(`/marketplace/designs/${DESIGN}`);
  const section = page.getByRole('region', { name: 'Floor plans' });
  const notice = section.getByText(
    "These floors are generated from the design's facts. Saving keeps them as this design's own.",
  );
  await expect(notice).toBeVisible();
  const floors = section.getByRole('list', { name: 'Floors, lowest first' });
  // Two storeys: the generated ground floor and first floor, not kept yet.
  await expect(floors.getByRole('heading', { level: 3 })).toHaveText(['Ground floor', 'First floor']);
  const ground = section.getByRole('group', { name: 'Ground floor', exact: true });
  await expect(ground.getByText('Save the floors to add a drawing.')).toBeVisible();
  await expect(ground.getByRole('table', { name: 'Rooms on Ground floor' })).toBeVisible();
  const kitchen = ground.getByLabel('Room 3 name on Ground floor', { exact: true });
  await expect(kitchen).toHaveValue('Kitchen');
  await expectNoAxeViolations(page);

  // A room renamed, one added: focus goes to the new room's name, and the total area follows the typing.
  await kitchen.fill('Kitchen and breakfast nook');
  const roomCount = await ground.getByRole('button', { name: /^Remove room / }).count();
  const areaBefore = await totalArea(ground, 'Ground floor');
  await ground.getByRole('button', { name: 'Add room to Ground floor' }).click();
  const added = roomCount + 1;
  const name = ground.getByLabel(`Room ${added} name on Ground floor`, { exact: true });
  await expect(name).toBeFocused();
  await name.fill('Mudroom');
  await ground.getByLabel(`Room ${added} width in feet on Ground floor`, { exact: true }).fill('6');
  await ground.getByLabel(`Room ${added} depth in feet on Ground floor`, { exact: true }).fill('8');
  await expect.poll(() => totalArea(ground, 'Ground floor')).toBe(areaBefore + 48);
  await expect(ground.getByRole('button', { name: 'Remove room Mudroom' })).toBeVisible();

  await section.getByRole('button', { name: 'Save floors' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The floors are saved.' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Kept: after a reload they are this design's own, with the changes.
  await page.reload();
  await expect(floors.getByRole('heading', { level: 3 })).toHaveText(['Ground floor', 'First floor']);
  await expect(notice).toHaveCount(0);
  await expect(kitchen).toHaveValue('Kitchen and breakfast nook');
  await expect(name).toHaveValue('Mudroom');
  await expect(ground.getByLabel(`Room ${added} width in feet on Ground floor`, { exact: true })).toHaveValue('6');
  await expect(ground.getByLabel(`Room ${added} depth in feet on Ground floor`, { exact: true })).toHaveValue('8');

  // A kept floor takes a drawing: described first, it uploads as soon as it is chosen.
  const uploader = ground.getByRole('group', { name: 'Add a drawing of Ground floor' });
  await expect(uploader).toBeVisible();
  const description = 'Ground floor plan: living and dining to the front, kitchen and family room to the rear';
  await uploader.getByLabel('Description of the new drawing', { exact: true }).fill(description);
  await chooseFile(page, uploader.getByRole('button', { name: 'Choose a drawing of Ground floor' }), {
    name: 'ground-floor.png',
    mimeType: 'image/png',
    buffer: await drawing(),
  });
  await expect(page.getByRole('status').filter({ hasText: 'The drawing of Ground floor is uploaded.' })).toBeVisible({
    timeout: 15_000,
  });
  const thumbnail = ground.getByRole('img', { name: description });
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/floor-plans\/[0-9a-f-]{36}-320\.webp$/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(ground.getByLabel('Description of the drawing', { exact: true })).toHaveValue(description);
  await expect(ground.getByRole('button', { name: 'Remove drawing of Ground floor' })).toBeVisible();
  await expect(ground.getByRole('group', { name: 'Replace the drawing of Ground floor' })).toBeVisible();

  // Still there after a reload, and the page with the floors section passes axe in both themes.
  await page.reload();
  await expect(thumbnail).toBeVisible();
  await expectNoAxeViolations(page);
});
