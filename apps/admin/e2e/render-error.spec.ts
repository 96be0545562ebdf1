import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('a page module that fails to load shows the render-error screen; Try Again recovers', async ({ page }) => {
  await signInAs(page, 'admin');
  // A deploy replaced the scripts while the tab was open: the analytics page module is gone.
  await page.route('**/assets/analytics-*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText("We apologize for the inconvenience. The error has been logged and we're working on fixing it."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');

  await page.unroute('**/assets/analytics-*.js');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
});
