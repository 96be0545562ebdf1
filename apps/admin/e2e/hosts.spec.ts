import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('the staff cookie is HttpOnly, SameSite=Lax, host-only and never reaches the public host', async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not set');
  await signInAs(page, 'admin');
  const cookie = (await context.cookies(baseURL)).find((entry) => entry.name === 'staff_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', domain: 'admin.localhost' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('staff_session');

  const publicOrigin = baseURL.replace('admin.localhost', 'localhost');
  expect((await context.cookies(publicOrigin)).map((entry) => entry.name)).not.toContain('staff_session');
  for (const path of ['/api/admin/me', '/api/admin/auth/session', '/api/admin/dashboard']) {
    const response = await page.request.get(`${publicOrigin}${path}`, {
      headers: { cookie: `staff_session=${cookie?.value}` },
    });
    expect(response.status()).toBe(404);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
});
