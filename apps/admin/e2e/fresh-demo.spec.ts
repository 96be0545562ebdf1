import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

// Runs before every other browser test (its own Playwright project), while the demo database is as
// fresh as `npm start` makes it: the spec's badge figures must be true of the data.

test('the demo data holds 12 orders awaiting action and 3 unread notifications', async ({ page }) => {
  await signInAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: /^Orders/ })).toContainText('12');
  await expect(nav.getByRole('link', { name: /^Orders/ })).toContainText('awaiting action');

  await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    /New order received/,
    /New customer inquiry/,
    /Payment received/,
    'Mark all read',
  ]);
  await expectNoAxeViolations(page, { within: '[role="menu"]' });
  await page.keyboard.press('Escape');
});

test("the dashboard's to-do list says what waits, links to it, and the greeting stays on the dashboard", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const todo = page.getByRole('region', { name: 'To do' });
  await expect(todo.getByRole('link', { name: '12 orders awaiting payment' })).toBeVisible();
  // Three of the demo transfers are older than a week.
  await expect(todo.getByRole('link', { name: '3 orders have waited over 7 days for payment' })).toBeVisible();
  await expect(todo.getByRole('link', { name: '1 inquiry not answered yet' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Sales, last 8 weeks/ }).getByRole('row')).toHaveCount(9);
  await expect(page.getByText('Welcome back, Studio Admin', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await todo.getByRole('link', { name: '12 orders awaiting payment' }).click();
  await expect(page).toHaveURL(/\/orders\?status=awaiting_payment$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Welcome back/)).toHaveCount(0);
});

test('the top-bar search finds a demo order and opens it with the keyboard', async ({ page }) => {
  await signInAs(page, 'sales');
  const search = page.getByRole('combobox', { name: 'Search the admin' });
  await search.fill('AP-DEMO-1001');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: /AP-DEMO-1001/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/orders\/AP-DEMO-1001$/);
});
