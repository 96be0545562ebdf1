import { expect, type Page } from '@playwright/test';

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

/** Signs a demo account in from the sign-in page and waits for the dashboard. */
export async function signInAs(page: Page, account: keyof typeof ACCOUNTS) {
  await page.goto('/login');
  await fillSignIn(page, ACCOUNTS[account].email, ACCOUNTS[account].password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}
