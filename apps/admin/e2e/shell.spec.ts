import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

/** The pages last built: each opens on its own heading (each has its own spec for what it does). */
const LATER_PAGES = [
  ['/analytics', 'Analytics'],
  ['/settings/general', 'General'],
  ['/settings/build-costs', 'Build costs'],
  ['/settings/inclusions', "What's included"],
  ['/settings/plan-options', 'Plan options'],
  ['/settings/users', 'Users'],
  ['/settings/backup', 'Backup'],
] as const;

test('super admin: shell, dashboard figures, breadcrumbs and the analytics and settings pages', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('SUPER ADMIN', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome back, Studio Admin', { exact: true })).toBeVisible();
  const figures = page.getByRole('main');
  // Other specs publish designs into the same database: the figure is the published catalogue, 12 seeded or more.
  const published = await page.evaluate(async () => (await (await fetch('/api/admin/dashboard')).json()).designs.total);
  expect(published).toBeGreaterThanOrEqual(12);
  await expect(figures.getByRole('definition').first()).toHaveText(String(published));
  await expect(figures.getByText('Featured designs')).toBeVisible();
  await expect(figures.getByText('Average price')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most popular designs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Most popular designs' }).getByRole('row')).toHaveCount(6);

  for (const [path, title] of LATER_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('is coming soon')).toHaveCount(0);
  }
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Admin.*Settings.*Backup/);
});

test('super admin: the sidebar tree opens and navigates, and the page starts at the top', async ({ page }) => {
  await signInAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const marketplace = nav.getByRole('button', { name: 'Marketplace' });
  await expect(marketplace).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Designs' })).toBeHidden();
  await marketplace.click();
  await expect(marketplace).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => window.scrollTo(0, 500));
  await nav.getByRole('link', { name: 'Designs' }).click();
  await expect(page).toHaveURL(/\/marketplace\/designs$/);
  await expect(nav.getByRole('link', { name: 'Designs' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Designs | Admin | Atelier Plans');
  for (const group of ['Content', 'Settings']) {
    await nav.getByRole('button', { name: group }).click();
  }
  for (const name of [
    'Services',
    'Team',
    'Testimonials',
    'General',
    'Build costs',
    "What's included",
    'Plan options',
    'Users',
    'Backup',
  ]) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
});

test('top bar: search box, notifications, theme and profile menus', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Search the admin' })).toBeVisible();

  // The counts themselves are checked on the fresh demo data (fresh-demo.spec.ts); other tests add orders.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Sign out']);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('admin@example.com');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/general$/);
});

test('content editor: hidden menu entries and Access Denied on /orders', async ({ page }) => {
  await signInAs(page, 'editor');
  await expect(page.getByText('CONTENT EDITOR', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await nav.getByRole('button', { name: 'Marketplace' }).click();
  // Content editors manage the catalogue (designs read, create and update).
  for (const shown of ['Designs', 'Categories', 'Pricing', 'Featured']) {
    await expect(nav.getByRole('link', { name: shown })).toBeVisible();
  }
  for (const hidden of ['Customers', 'Analytics']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await expect(nav.getByRole('link', { name: /^Orders/ })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  // The account menu follows the same permissions: no Settings entry leading to Access Denied.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Sign out']);
  await page.keyboard.press('Escape');
  await nav.getByRole('button', { name: 'Content' }).click();
  await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText(
      "You don't have permission to access this page. Please contact your administrator if you believe this is an error.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Current role: CONTENT EDITOR')).toBeVisible();
});

test('sales: sees orders and customers but not content', async ({ page }) => {
  await signInAs(page, 'sales');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: /^Orders/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Content' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Marketplace' })).toHaveCount(0);
  await page.goto('/content/services');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Current role: SALES')).toBeVisible();
});

test('unknown admin paths show the not-found text', async ({ page }) => {
  await page.goto('/marketplace/nothing');
  await expect(page.getByText('The admin page you are looking for does not exist.')).toBeVisible();
});

test.describe('phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar opens in a dialog and closes after navigating', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atelier Admin' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /^Orders/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/orders$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('the notifications menu fits a short phone screen: its list scrolls, its last item stays in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 320 });
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const box = await menu.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(320);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(menu.getByRole('menuitem').last()).toBeInViewport();
  // The demo's notifications alone are more than this screen holds: the list scrolls inside the menu.
  const list = menu.locator('.overflow-y-auto');
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});
