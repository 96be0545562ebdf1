import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { latestMail } from '../../../e2e/dev-mail';
import { expect, type Page, test } from './fixtures';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true, ...asClient(10) });

const ANSWER = 'Check your inbox: we have sent a sign-in link and a 6-digit code to that address.';

/** The demo buyer whose guest orders (one paid, AP-DEMO-1017) were placed long before any account. */
const OLIVIA = 'olivia.bennett@example.com';

function linkAndCode(mail: string) {
  const link = /(http\S+\/account\/sign-in\/link\?token=\S+)/.exec(mail)?.[1];
  const code = /code on the sign-in page: (\d{6})/.exec(mail)?.[1];
  if (!link || !code) throw new Error(`not a sign-in mail: ${mail}`);
  return { link, code };
}

const newAddress = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Signs the address in with the code of its e-mail; answers the address. */
async function signInByCode(page: Page, email: string): Promise<string> {
  await page.goto('/account/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(ANSWER);
  const { code } = linkAndCode(await latestMail(email, 'account_sign_in'));
  await page.getByLabel(`Code sent to ${email}`).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your plans', level: 1 })).toBeVisible();
  return email;
}

test('sign in by link, see every guest order with fresh downloads, then sign out everywhere', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');

  await page.getByLabel('Email address').fill(`  ${OLIVIA.toUpperCase()} `);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(ANSWER);
  await expect(page.getByLabel(`Code sent to ${OLIVIA}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mail's link opens a page whose button spends it (a mail scanner following links does not).
  const { link } = linkAndCode(await latestMail(OLIVIA, 'account_sign_in'));
  expect(new URL(link).pathname).toBe('/account/sign-in/link');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your plans', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${OLIVIA}`)).toBeVisible();
  const paid = page.getByRole('article', { name: 'Order AP-DEMO-1017' });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByRole('heading', { name: 'Your downloads', level: 3 })).toBeVisible();
  await expect(paid.getByRole('link', { name: /^Download / }).first()).toHaveAttribute('href', /^\/download\//);
  // Paid before invoices existed, the demo order has none; its library entry simply shows no invoice list.
  await expect(paid.getByRole('heading', { name: 'Invoices' })).toHaveCount(0);
  // Her other guest orders are there too, newest first.
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The order page opens for the account without the e-mail's token.
  await paid.getByRole('link', { name: 'Order details for AP-DEMO-1017' }).click();
  await expect(page.getByRole('heading', { name: 'Order AP-DEMO-1017', level: 1 })).toBeVisible();

  // Pages shown to a signed-in buyer are theirs alone: never a shared cached copy.
  const marketplace = await page.goto('/marketplace');
  expect(marketplace?.headers()['x-page-cache']).toBeUndefined();

  // The link worked once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Ask for a new one below.',
  );

  // A second device, without JavaScript, signs in with the code of a new e-mail.
  const other = await browser.newContext({ javaScriptEnabled: false, ...asClient(10) });
  const phone = await other.newPage();
  await phone.goto('/account');
  await expect(phone).toHaveURL(/\/account\/sign-in$/);
  await phone.getByLabel('Email address').fill(OLIVIA);
  await phone.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(phone.getByRole('status')).toContainText(ANSWER);
  const { code } = linkAndCode(await latestMail(OLIVIA, 'account_sign_in'));
  await phone.getByLabel(`Code sent to ${OLIVIA}`).fill(code === '000000' ? '111111' : '000000');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByRole('alert')).toContainText('That code is not right, or it has expired.');
  await phone.getByLabel(`Code sent to ${OLIVIA}`).fill(code);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByRole('heading', { name: 'Your plans', level: 1 })).toBeVisible();
  await expect(phone.getByRole('article', { name: 'Order AP-DEMO-1017' })).toBeVisible();

  // "Sign out everywhere" on the first device ends the phone's session too.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await phone.goto('/account');
  await expect(phone).toHaveURL(/\/account\/sign-in$/);
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a new address signs in with its code and finds an empty library', async ({ page }) => {
    await signInByCode(page, newAddress('new-buyer'));
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByText('Passkeys need a browser with JavaScript that supports them.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
  });
});

test.describe('passkeys', () => {
  test.use(asClient(11));

  test('a signed-in buyer adds a passkey, signs in with it in one step, and removes it', async ({ page }) => {
    // Chromium's virtual authenticator stands in for a phone or a laptop's fingerprint reader.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const email = await signInByCode(page, newAddress('passkey-buyer'));
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByRole('status')).toContainText('Passkey added.');
    const list = passkeys.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Chrome on Linux');
    await expect(list).toContainText('not used yet');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/sign-in$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Your plans', level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(list).toContainText('last used');

    await list.getByRole('button', { name: /^Remove the passkey Chrome on Linux/ }).click();
    await expect(list).toHaveCount(0);

    // The removed passkey no longer signs in.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That passkey could not be used. Try again, or sign in with an email link.',
    );
  });
});

test.describe('favourites', () => {
  test.use(asClient(12));

  test("each device's favourites join the account at sign-in and show on the next device", async ({
    page,
    browser,
  }) => {
    const email = newAddress('hearts');
    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'Save Modern Coastal Villa to favourites' }).click();
    await expect(page.getByRole('link', { name: 'Favourites, 1 design' })).toBeVisible();
    await signInByCode(page, email);

    // A second device, without JavaScript, saves another design, then signs in: it now has both.
    const other = await browser.newContext({ javaScriptEnabled: false, ...asClient(12) });
    const phone = await other.newPage();
    await phone.goto('/marketplace');
    await phone.getByRole('button', { name: 'Save Urban Loft Residence to favourites' }).click();
    await expect(phone.getByRole('link', { name: 'Favourites, 1 design' })).toBeVisible();
    await signInByCode(phone, email);
    await phone.goto('/favourites');
    await expect(phone.getByRole('link', { name: 'Favourites, 2 designs' })).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'Modern Coastal Villa' })).toBeVisible();

    // A signed-in change is kept with the account too (the server tests follow it to the next sign-in).
    await phone.getByRole('button', { name: 'Remove Modern Coastal Villa from favourites' }).click();
    await expect(phone.getByRole('link', { name: 'Favourites, 1 design' })).toBeVisible();
    await other.close();
  });
});

test.describe('your data', () => {
  test.use(asClient(13));

  test('download my data as a file, then delete the account', async ({ page }) => {
    const email = await signInByCode(page, newAddress('leaving'));
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^atelier-plans-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data.sessions).toHaveLength(1);

    const deletion = page.getByRole('form', { name: 'Delete my account' });
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByRole('alert')).toHaveText('Tick the box to confirm that you want your account deleted.');
    await deletion.getByLabel('I understand, delete my account').check();
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\?deleted=1$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your account was deleted. Your orders are kept without your name or contact details.',
    );
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/sign-in$/);
  });
});

test.describe('search alerts', () => {
  test.use(asClient(14));

  test('"Alert me" saves the marketplace search to the account, where it is listed and stopped', async ({ page }) => {
    await page.goto('/marketplace?q=Villa&sort=price-asc');
    await page.getByRole('button', { name: 'Alert me to new designs like these' }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\?for=alerts$/);
    await expect(page.getByRole('status')).toContainText('Sign in to get e-mail alerts for your searches.');
    await signInByCode(page, newAddress('alerts'));

    await page.goto('/marketplace?q=Villa&sort=price-asc');
    await page.getByRole('button', { name: 'Alert me to new designs like these' }).click();
    await expect(page).toHaveURL(/\/account\?alerts=saved#alerts$/);
    const alerts = page.getByRole('region', { name: 'Search alerts' });
    await expect(alerts.getByRole('status')).toHaveText(
      'Search alert saved. We will e-mail you, at most once a day, when new designs match it.',
    );
    const list = alerts.getByRole('list', { name: 'Your search alerts' });
    await expect(list.getByRole('link', { name: '“Villa”' })).toHaveAttribute('href', '/marketplace?q=Villa');
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: 'Stop the alert for “Villa”' }).click();
    await expect(alerts.getByText('No alerts yet.')).toBeVisible();
  });

  test('an unsubscribe link that is not ours stops nothing', async ({ page }) => {
    await page.goto('/account/alerts/unsubscribe?account=nobody&token=forged');
    await expect(page.getByRole('heading', { name: 'Stop search alerts', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Stop all search alerts' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'This link is not valid. Sign in to your account to manage your search alerts.',
    );
  });
});
