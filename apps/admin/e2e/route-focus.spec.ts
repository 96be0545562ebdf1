import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

test('after following a sidebar link the focus is on the page and its title is announced', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
  // The next Tab starts on the page, not after the link in the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  await expectNoAxeViolations(page);
});
