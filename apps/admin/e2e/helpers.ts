import { type Cookie, expect, type Page, test } from '@playwright/test';

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  editor: { email: 'editor@example.com', password: 'editor123' },
  sales: { email: 'sales@example.com', password: 'sales123' },
} as const;

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The session cookies of each demo account this worker has signed in, to open the next test with. */
const savedSessions = new Map<keyof typeof ACCOUNTS, Cookie[]>();

/**
 * Opens the dashboard as a demo account: with the session this worker already signed in (one sign-in
 * per worker and account), else from the sign-in page. A session another test ended (a sign-out) is
 * signed in again. The tests of signing in itself use `fillSignIn`.
 */
export async function signInAs(page: Page, account: keyof typeof ACCOUNTS) {
  const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  const saved = savedSessions.get(account);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/dashboard');
    const signInForm = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(dashboard.or(signInForm)).toBeVisible();
    if (await dashboard.isVisible()) return;
    await page.context().clearCookies();
  }
  await page.goto('/login');
  await fillSignIn(page, ACCOUNTS[account].email, ACCOUNTS[account].password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dashboard).toBeVisible();
  savedSessions.set(account, await page.context().cookies());
}

/** The storefront's origin: the admin's base URL on the public host. */
export const publicOrigin = () => (test.info().project.use.baseURL ?? '').replace('://admin.localhost', '://localhost');

/** A staff API answer read from the browser, with the session of the member signed in there. */
export const readApi = <T = Record<string, unknown>>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return (await response.json()) as T;
  }, `/api/admin${path}`);

/** A POST or PUT to the staff API from the browser, with the session and CSRF token of the member signed in there. */
async function sendApi(page: Page, method: 'POST' | 'PUT', path: string, body: object) {
  await page.evaluate(
    async ({ verb, url, payload }) => {
      const session = (await (await fetch('/api/admin/auth/session')).json()) as { session: { csrfToken: string } };
      const response = await fetch(url, {
        method: verb,
        headers: { 'x-csrf-token': session.session.csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${verb} ${url} answered ${response.status}`);
    },
    { verb: method, url: `/api/admin${path}`, payload: body },
  );
}

/** A PUT to the staff API from the browser (to put back what a spec changed), with the member's session. */
export const putApi = (page: Page, path: string, body: object) => sendApi(page, 'PUT', path, body);

/** A POST to the staff API from the browser (an order action, as set-up), with the member's session. */
export const postApi = (page: Page, path: string, body: object) => sendApi(page, 'POST', path, body);
