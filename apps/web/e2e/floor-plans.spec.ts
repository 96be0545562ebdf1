import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

const floorPlans = (page: Page) => page.getByRole('region', { name: 'Floor plans' });

test('a design page shows each floor’s plan and room schedule, zoomable, in feet or metres', async ({ page }) => {
  // design-001: drawn from its building model, 3,156 sq ft heated on two storeys, a 528 sq ft garage.
  await page.goto('/design/design-001');
  const section = floorPlans(page);
  await expect(section.getByRole('definition').filter({ hasText: '3,156 sq ft' })).toBeVisible();
  await expect(section.getByRole('definition').filter({ hasText: '528 sq ft' })).toBeVisible();
  await expect(section.getByRole('definition').filter({ hasText: '3,684 sq ft' })).toBeVisible();

  const tabs = section.getByRole('tab');
  await expect(tabs).toHaveText(['Ground floor', 'Upper floor']);
  const ground = section.getByRole('table', { name: 'Ground floor: room schedule' });
  await expect(ground.getByRole('rowheader', { name: 'Kitchen' })).toBeVisible();
  await expect(ground.getByRole('rowheader', { name: 'Powder room' })).toBeVisible();
  await expect(section.getByRole('table', { name: 'Upper floor: room schedule' })).toBeHidden();

  // Arrow keys move between the floors (Radix tabs).
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  const upper = section.getByRole('table', { name: 'Upper floor: room schedule' });
  await expect(upper).toBeVisible();
  await expect(upper.getByRole('rowheader', { name: 'Primary bedroom' })).toBeVisible();
  await expect(upper.getByRole('rowheader', { name: 'Primary bath' })).toBeVisible();

  // Zoom with the keyboard on the focused plan, and back with the button.
  const plan = section.getByRole('group', { name: /Upper floor plan of Modern Coastal Villa/ });
  const drawing = plan.getByRole('img', { name: 'Upper floor plan of Modern Coastal Villa' });
  const before = await drawing.boundingBox();
  // A plain wheel over the plan scrolls the page; zooming takes Ctrl (or a pinch).
  await plan.hover();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  expect((await drawing.boundingBox())?.width).toBeCloseTo(before?.width ?? 0, 0);
  await plan.focus();
  await page.keyboard.press('+');
  await expect.poll(async () => (await drawing.boundingBox())?.width ?? 0).toBeGreaterThan((before?.width ?? 0) * 1.2);
  await section.getByRole('button', { name: 'Show all of Upper floor plan of Modern Coastal Villa' }).click();
  await expect
    .poll(async () => Math.round((await drawing.boundingBox())?.width ?? 0))
    .toBe(Math.round(before?.width ?? 0));

  // Metric, remembered on the next page.
  await section.getByRole('button', { name: 'Metres' }).click();
  await expect(section.getByRole('button', { name: 'Metres' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('definition').filter({ hasText: '293 m²' })).toBeVisible();
  await expect(upper.getByRole('cell', { name: / × [\d.]+ m$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/design/design-004');
  await expect(floorPlans(page).getByRole('button', { name: 'Metres' })).toHaveAttribute('aria-pressed', 'true');
  await expect(floorPlans(page).getByRole('definition').filter({ hasText: / m²$/ }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every floor’s plan and schedule is shown, one after another', async ({ page }) => {
    await page.goto('/design/design-001');
    const section = floorPlans(page);
    await expect(section.getByRole('tab')).toHaveCount(0);
    await expect(section.getByRole('table', { name: 'Ground floor: room schedule' })).toBeVisible();
    await expect(section.getByRole('table', { name: 'Upper floor: room schedule' })).toBeVisible();
    await expect(section.getByRole('img', { name: 'Upper floor plan of Modern Coastal Villa' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Metres' })).toBeHidden();
  });
});
