import { MFA_MESSAGES } from '@atelier/domain/mfa';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { fillSignIn, signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** A browser of the member's own, signed out. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: 'reduce' });
  return context.newPage();
}

/** A staff API call made in the signed-in page (the browser resolves admin.localhost). */
const staffApi = (page: Page, method: string, path: string, body: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const { session } = await (await fetch('/api/admin/auth/session')).json();
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );

test('a member enrols from the profile, then signs in with a code and once with a recovery code', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Tessa Lind ${stamp}`;
  const email = `tessa-${stamp}@studio.test`;
  const password = 'mullion transom jamb 7';

  // The member is created through the API by a super admin.
  await signInAs(page, 'admin');
  const created = await staffApi(page, 'POST', '/staff-users', {
    name,
    email,
    role: 'sales',
    mode: 'password',
    password,
  });
  expect(created.status).toBe(201);

  const member = await freshPage(browser);
  await member.goto('/login');
  await fillSignIn(member, email, password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.goto('/profile');
  const section = member.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section).toContainText('Two-factor sign-in is off');
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const dialog = member.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(member, { within: '[role="dialog"]' });

  await dialog.getByLabel('Authentication code').fill('12');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app.').last()).toBeVisible();
  // A mistyped code is answered 401 by the server: said inline, the session goes on.
  const wrongCode = (await codeFor(secret)).replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
  await dialog.getByLabel('Authentication code').fill(wrongCode);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(MFA_MESSAGES.wrongCode).first()).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Admin sign in' })).toHaveCount(0);
  await dialog.getByLabel('Authentication code').fill(await codeFor(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codeList = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeList).toHaveCount(10);
  const codes = await codeList.allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(member, { within: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section).toContainText('Two-factor sign-in is on');
  await expect(section).toContainText('10 of 10 recovery codes left');
  await member.context().close();

  // Signed out: the password is not enough any more.
  const second = await freshPage(browser);
  await second.goto('/login');
  await fillSignIn(second, email, password);
  await expect(second.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
  const codeField = second.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(second);
  await codeField.fill(await codeFor(secret, 20));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('alert')).toContainText('not correct');
  await expect(codeField).toBeFocused();
  // The enrolment used the current step: the next step's code is the first one left.
  await codeField.fill(await codeFor(secret, 1));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await second.context().close();

  // A recovery code works once.
  const recoveryCode = codes[0] ?? '';
  for (const attempt of ['first', 'second'] as const) {
    const tab = await freshPage(browser);
    await tab.goto('/login');
    await fillSignIn(tab, email, password);
    await tab.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const field = tab.getByLabel('Recovery code');
    await expect(field).toBeFocused();
    if (attempt === 'first') await expectNoAxeViolations(tab);
    await field.fill(recoveryCode);
    await tab.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') {
      await expect(tab).toHaveURL(/\/dashboard$/);
    } else {
      await expect(tab.getByRole('alert')).toHaveText('This recovery code is not correct or was already used.');
    }
    await tab.context().close();
  }

  // A super admin resets it: the staff list shows it off again.
  await page.goto('/settings/users');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Reset two-factor ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Reset two-factor sign-in for ${name}?` });
  await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
});

test('a role that requires two-factor sign-in makes its member set it up when signing in', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `ines-${stamp}@studio.test`;
  const password = 'corbel lintel plinth 9';
  await signInAs(page, 'admin');
  // A role of its own, so the requirement touches no other test's accounts.
  const role = await staffApi(page, 'POST', '/staff-roles', {
    name: `Surveyor ${stamp}`,
    permissions: [{ resource: 'dashboard', action: 'read' }],
  });
  expect(role.status).toBe(201);
  const roleId: string = role.body.role.id;
  const member = { name: `Ines Vey ${stamp}`, email, role: roleId, mode: 'password', password };
  expect((await staffApi(page, 'POST', '/staff-users', member)).status).toBe(201);

  await page.goto('/settings/users');
  await page.getByRole('tab', { name: 'Roles' }).click();
  const policy = page.getByRole('region', { name: 'Two-factor sign-in' });
  await policy.getByRole('checkbox', { name: `Surveyor ${stamp}` }).check();
  await policy.getByRole('button', { name: 'Save requirement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'requirement is saved' })).toBeVisible();

  try {
    const tab = await freshPage(browser);
    await tab.goto('/login');
    await fillSignIn(tab, email, password);
    await expect(tab.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible();
    const secret = ((await tab.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
    await expect(tab.getByLabel('Authentication code')).toBeFocused();
    await expectNoAxeViolations(tab);
    await tab.getByLabel('Authentication code').fill(await codeFor(secret));
    await tab.getByRole('button', { name: 'Turn on and sign in' }).click();
    await expect(tab.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await expectNoAxeViolations(tab);
    await tab.getByRole('button', { name: /I have saved my codes/ }).click();
    await expect(tab).toHaveURL(/\/dashboard$/);
    await tab.context().close();
  } finally {
    await staffApi(page, 'PUT', '/staff-mfa-policy', { requiredRoles: [] });
  }
});
