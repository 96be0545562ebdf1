import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { fillSignIn, signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

test('super admin creates a member, who signs in; deactivating them ends their open session', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Mara Kent ${stamp}`;
  const email = `mara-${stamp}@studio.test`;
  const password = 'gable dormer soffit 42';

  await signInAs(page, 'admin');
  await page.goto('/settings/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Sales' });
  await dialog.getByLabel('Set a password now').check();
  // The rule is checked by the server too: a common password is refused with the reason on the field.
  await dialog.getByLabel('Password', { exact: true }).fill('password123');
  await dialog.getByRole('button', { name: 'Create member' }).click();
  await expect(dialog.getByText(/This password is too common/)).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create member' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sales');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();

  // The member, in a browser of their own.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const member = await memberContext.newPage();
  await member.goto('/login');
  await fillSignIn(member, email, password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByText('SALES', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');

  // Their open session is over: the next navigation lands on the sign-in page.
  await member.goto('/orders');
  await expect(member).toHaveURL(/\/login/);
  await expect(member.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  await fillSignIn(member, email, password);
  await expect(member.getByRole('alert')).toHaveText('Invalid credentials');
  await memberContext.close();

  // The member's activity shows who did it.
  await row.getByRole('button', { name: `Activity of ${name}` }).click();
  const activity = page.getByRole('table', { name: /Activity/ });
  await expect(activity).toContainText('Staff user: deactivate');
  await expect(activity).toContainText('Staff user: create');
});

test('users, roles, activity, profile and the set-password page pass axe in both themes', async ({ page }) => {
  // Eleven axe runs (each screen in both themes): close to the default limit on a busy machine.
  test.setTimeout(90_000);
  await signInAs(page, 'admin');
  await page.goto('/settings/users');
  await expect(page.getByRole('table', { name: /Staff members/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add member' }).click();
  await page.getByRole('dialog', { name: 'Add a staff member' }).getByLabel('Set a password now').check();
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  await expect(page.getByRole('checkbox', { name: 'Orders update' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Content update' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByLabel('Member', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The profile menu's Profile goes to the profile page.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('admin@example.com');
  await expect(page.getByRole('table', { name: /Your active sessions/ })).toContainText('This session');
  await expectNoAxeViolations(page);

  await page.goto('/invite/not-a-real-link-token-0000000000000000');
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a role edit changes what its members see', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  await signInAs(page, 'admin');
  await page.goto('/settings/users');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Role name').fill(`Viewer ${stamp}`);
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('checkbox', { name: 'Dashboard read' }).check();
  await page.getByRole('checkbox', { name: 'Customers read' }).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The Viewer ${stamp} role is saved.` })).toBeVisible();

  // A member with the new role sees Customers in the sidebar, not Orders.
  const email = `viewer-${stamp}@studio.test`;
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  const add = page.getByRole('dialog', { name: 'Add a staff member' });
  await add.getByLabel('Name', { exact: true }).fill(`Vera ${stamp}`);
  await add.getByLabel('E-mail', { exact: true }).fill(email);
  await add.getByLabel('Role', { exact: true }).selectOption({ label: `Viewer ${stamp}` });
  await add.getByLabel('Set a password now').check();
  await add.getByLabel('Password', { exact: true }).fill('mullion transom sill');
  await add.getByRole('button', { name: 'Create member' }).click();
  await expect(add).toBeHidden();

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const viewer = await context.newPage();
  await viewer.goto('/login');
  await fillSignIn(viewer, email, 'mullion transom sill');
  const nav = viewer.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Orders/ })).toHaveCount(0);
  await context.close();
});

test("an invited member's row offers Resend and Revoke invitation, not Reactivate", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Ines Vite ${stamp}`;
  await signInAs(page, 'admin');
  await page.goto('/settings/users');
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('E-mail', { exact: true }).fill(`ines-${stamp}@studio.test`);
  await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Sales' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('button', { name: `Resend invitation ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Resend invitation ${name}` }).click();
  const resend = page.getByRole('alertdialog', { name: `Send ${name} a new invitation?` });
  await expectNoAxeViolations(page, { within: '[role="alertdialog"]' });
  await resend.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(resend).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `A new invitation is on its way to ${name}.` }),
  ).toBeAttached();

  await row.getByRole('button', { name: `Revoke invitation ${name}` }).click();
  const revoke = page.getByRole('alertdialog', { name: `Revoke the invitation of ${name}?` });
  await revoke.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(revoke).toBeHidden();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: `Resend invitation ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke invitation ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toHaveCount(0);
});
