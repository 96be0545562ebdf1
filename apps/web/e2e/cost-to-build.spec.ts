import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

const costSection = (page: Page) => page.getByRole('region', { name: 'Cost to build' });

/** The estimate the form gives for Texas, premium finish, on design-001 (3,156 sq ft by its model, 2 garage bays). */
async function estimateTexasPremium(page: Page) {
  const section = costSection(page);
  await section.getByLabel('Where you will build').selectOption({ label: 'Texas' });
  await section.getByRole('radio', { name: 'Premium' }).check();
  await section.getByRole('button', { name: 'Estimate' }).click();
  await expect(page).toHaveURL(/\/design\/design-001\?region=US-TX&finish=premium$/);
  await expect(section.getByText('To build in Texas with a premium finish')).toBeVisible();
  await expect(section.getByText(/^\$[\d,]+ – \$[\d,]+$/)).toBeVisible();
  await expect(section.getByText('An estimate, not a quote.')).toBeVisible();
  await expect(section.getByRole('definition').filter({ hasText: '3,156 sq ft' })).toBeVisible();
  await expect(section.getByRole('definition').filter({ hasText: '480 sq ft at 50% of the rate' })).toBeVisible();
}

test('a design page estimates the cost to build for a region and finish, with its assumptions', async ({ page }) => {
  await page.goto('/design/design-001');
  await expect(costSection(page).getByText('Choose where you will build')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await estimateTexasPremium(page);
  await expectNoAxeViolations(page);

  // Printed, the page is the design and its estimate: no site header, footer, chat or forms.
  await expect(costSection(page).getByRole('button', { name: 'Print this estimate' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
  await expect(costSection(page).getByRole('button', { name: 'Estimate' })).toBeHidden();
  await expect(costSection(page).getByText(/^\$[\d,]+ – \$[\d,]+$/)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The estimate is part of the page the server renders: the link can be shared.
  const html = await (await page.request.get('/design/design-001?region=US-TX&finish=premium')).text();
  // (React separates the interpolated words with empty comments.)
  expect(html.replaceAll('<!-- -->', '')).toContain('To build in Texas with a premium finish');
  // A lot given too: each form sends the other's choice on.
  await page.goto('/design/design-001?lotWidth=200&lotDepth=300&region=US-TX&finish=premium');
  await page.waitForLoadState('networkidle');
  await page.getByRole('spinbutton', { name: 'Lot width' }).fill('180');
  await page.getByRole('button', { name: 'Check my lot' }).click();
  await expect(page).toHaveURL(/region=US-TX&finish=premium&lotWidth=180&lotDepth=300/);
  await expect(costSection(page).getByText('To build in Texas with a premium finish')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form asks the server, which renders the estimate', async ({ page }) => {
    await page.goto('/design/design-001');
    await estimateTexasPremium(page);
    // Printing from a button needs scripts: the browser's own Print is the way then.
    await expect(costSection(page).getByRole('button', { name: 'Print this estimate' })).toBeHidden();
  });
});
