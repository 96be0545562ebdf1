import { expect, test } from '@playwright/test';
import { ACCOUNTS, fillSignIn } from './helpers';

test.describe('sign-in form', () => {
  test('has a required email field, a password that can be shown, remember me and the development hint', async ({
    page,
  }) => {
    await page.goto('/');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(password).toHaveAttribute('required', '');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Remember me for 30 days')).not.toBeChecked();
    await expect(page.getByText('Development account: admin@example.com / admin123')).toBeVisible();
  });

  test('validates in the spec order and clears the error on edit', async ({ page }) => {
    await page.goto('/login');
    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alert).toHaveText('Please fill in all fields');
    await page.getByLabel('Email').fill('admin');
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alert).toHaveText('Please fill in all fields');
    await page.getByLabel('Password', { exact: true }).fill('admin123');
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Remember me for 30 days').check();
    await expect(alert).toHaveCount(0);
  });

  test("shows 'Invalid credentials' for a wrong pair", async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, ACCOUNTS.admin.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("shows 'Login failed' for any other failure", async ({ page }) => {
    await page.route('**/api/admin/auth/sign-in', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"x"}}' }),
    );
    await page.goto('/login');
    await fillSignIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test('shows the rate-limit message after repeated failures', async ({ page }) => {
    await page.goto('/login');
    for (let attempt = 0; attempt < 5; attempt++) {
      await fillSignIn(page, 'locked-out@example.com', `guess-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    }
    await fillSignIn(page, 'locked-out@example.com', 'one-more-guess');
    await expect(page.getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });
});

test.describe('session', () => {
  test("shows 'Checking authentication...' while the session is checked", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Checking authentication...' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  });

  test('an unauthenticated visit goes to sign-in with returnTo and comes back after sign-in', async ({ page }) => {
    await page.goto('/settings/users');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fsettings%2Fusers$/);
    await fillSignIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  });

  test('a signed-in user on /login goes to /dashboard and the session survives a reload', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, ACCOUNTS.sales.email, ACCOUNTS.sales.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign-out ends the session, clears the cached user and goes to the site root', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('atelier-admin-user'))).toContain('admin@example.com');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('atelier-admin-user'))).toBeNull();
    expect(await page.evaluate(async () => (await fetch('/api/admin/me')).status)).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  });

  test('a corrupt cached user record is cleared and logged', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // Written before any script of the page runs, as a record left by an older version would be.
    await page.addInitScript(() => {
      if (location.pathname === '/dashboard') localStorage.setItem('atelier-admin-user', '{not json');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('atelier-admin-user'))).toBeNull();
    await expect.poll(() => messages.join('\n')).toContain('corrupt');
  });
});
