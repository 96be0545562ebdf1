import { expect, type Page, test } from '@playwright/test';

/**
 * Signs the demo sales account in on the admin host from the browser and marks the order paid, as
 * staff do for a bank transfer: the order then delivers its files.
 */
export async function markPaidAsStaff(page: Page, orderNumber: string) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const adminOrigin = baseURL.replace('://localhost', '://admin.localhost');
  const admin = await page.context().newPage();
  await admin.goto(`${adminOrigin}/login`);
  const status = await admin.evaluate(async (number) => {
    const signIn = await fetch('/api/admin/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sales@example.com', password: 'sales123', rememberMe: false }),
    });
    const { csrfToken } = await signIn.json();
    const paid = await fetch(`/api/admin/orders/${number}/mark-paid`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    });
    return paid.status;
  }, orderNumber);
  expect(status).toBe(200);
  await admin.close();
}
