import { expect, type Page, test } from '@playwright/test';

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

/**
 * Signs a demo account in and waits for the dashboard. The sign-in form has its own tests
 * (sign-in.spec.ts); elsewhere the session is opened through the same endpoint the form calls, which
 * saves a page load in every test.
 */
export async function signInAs(page: Page, account: keyof typeof ACCOUNTS) {
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const response = await page.request.post(`${origin}/api/admin/auth/sign-in`, {
    data: { email: ACCOUNTS[account].email, password: ACCOUNTS[account].password },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}
