import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** The demo designs drawn from their building models (apps/server/src/db/seed/building-models). */
const MODELLED = [
  'design-001',
  'design-002',
  'design-003',
  'design-004',
  'design-005',
  'design-006',
  'design-007',
  'design-009',
  'design-010',
  'design-011',
  'design-012',
];

const floorPlans = (page: Page) => page.getByRole('region', { name: 'Floor plans' });

interface Box {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Every text of the floor drawing on show, as the browser lays it out, and the drawing's own box. */
async function drawnTexts(page: Page) {
  return floorPlans(page)
    .locator('[data-floor-panel]:visible svg[role="img"]')
    .evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text')].map((text) => {
        const box = text.getBoundingClientRect();
        return { text: text.textContent ?? '', left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      });
      return { frame: { left: frame.left, top: frame.top, right: frame.right, bottom: frame.bottom }, texts };
    });
}

/** Half a pixel of anti-aliasing either way is no overlap. */
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`on a ${viewport.name}, no label of any floor drawing overlaps another or leaves the drawing, in feet and metres`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const id of MODELLED) {
      await page.goto(`/design/${id}`);
      const section = floorPlans(page);
      await section.scrollIntoViewIfNeeded();
      const tabs = section.getByRole('tab');
      const count = await tabs.count();
      for (const units of ['Feet', 'Metres']) {
        await section.getByRole('button', { name: units }).click();
        for (let floor = 0; floor < count; floor++) {
          await tabs.nth(floor).click();
          const { frame, texts } = await drawnTexts(page);
          const where = `${id}, ${await tabs.nth(floor).textContent()}, ${units}`;
          expect(texts.length, where).toBeGreaterThan(3);
          for (const box of texts) {
            expect(
              box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5,
              `${where}: ${box.text} clipped`,
            ).toBe(true);
            expect(
              box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5,
              `${where}: ${box.text} clipped`,
            ).toBe(true);
          }
          for (let i = 0; i < texts.length; i++)
            for (let j = i + 1; j < texts.length; j++) {
              const [a, b] = [texts[i] as Box, texts[j] as Box];
              expect(overlap(a, b), `${where}: "${a.text}" over "${b.text}"`).toBe(false);
            }
        }
      }
    }
  });
}

test('a room of the schedule lights up on the drawing, pointed at or focused, and the reverse', async ({ page }) => {
  await page.goto('/design/design-006');
  const section = floorPlans(page);
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('tab', { name: 'Ground floor' }).click();
  const schedule = section.getByRole('table', { name: 'Ground floor: room schedule' });
  const kitchenRow = schedule.getByRole('row', { name: /^Kitchen/ });
  const kitchen = section.locator('[data-floor-panel]:visible [data-plan-room="kitchen"]');
  await expect(kitchen).not.toHaveAttribute('data-active');

  await kitchenRow.hover();
  await expect(kitchen).toHaveAttribute('data-active', 'true');
  await expect(kitchenRow).toHaveAttribute('data-active', 'true');

  // The keyboard reaches each room of the schedule, and its room lights up.
  await page.mouse.move(0, 0);
  await schedule.getByRole('rowheader', { name: 'Living room' }).focus();
  await expect(section.locator('[data-floor-panel]:visible [data-plan-room="living"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  await expect(kitchen).not.toHaveAttribute('data-active');

  // Pointing at the room on the drawing marks its row.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await kitchen.hover();
  await expect(kitchenRow).toHaveAttribute('data-active', 'true');
  await expectNoAxeViolations(page);
});

test('a design without a building model keeps the floors drawn from its room schedule', async ({ page }) => {
  // The Corporate Office Hub states its facts: its floors are generated from them.
  await page.goto('/design/design-008');
  const section = floorPlans(page);
  await expect(section.getByRole('definition').filter({ hasText: '45,000 sq ft' }).first()).toBeVisible();
  await expect(section.getByRole('table', { name: /: room schedule$/ }).first()).toBeVisible();
  await expect(section.locator('[data-plan-room]')).toHaveCount(0);
});
