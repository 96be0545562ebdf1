import { expect, test } from './fixtures';

test('a failing page load shows the render-error screen; Try Again and Go to Home recover', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  // The server fails while the visitor moves to another page.
  await page.route('**/about.data*', (route) => route.fulfill({ status: 500, body: 'upstream failure' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText("We apologize for the inconvenience. The error has been logged and we're working on fixing it."),
  ).toBeVisible();
  expect(logged.length).toBeGreaterThan(0);
  // The site's header stays, so the visitor can go elsewhere.
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute('**/about.data*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A New York studio since 2010' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);

  await page.route('**/about.data*', (route) => route.fulfill({ status: 500, body: 'upstream failure' }));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
