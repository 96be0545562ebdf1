import { expect, test } from '@playwright/test';

test('the admin host serves the admin app', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Admin/);
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
});

test('the admin host has its own not-found text', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByText('The admin page you are looking for does not exist.')).toBeVisible();
});

test('the admin host never serves the storefront or the public API', async ({ page }) => {
  // Node cannot resolve *.localhost, so these requests go through the browser.
  const api = await page.goto('/api/designs');
  expect(api?.status()).toBe(404);
  const storefrontPath = await page.goto('/marketplace');
  expect(await storefrontPath?.text()).toContain('<title>Admin | Atelier Plans</title>');
});
