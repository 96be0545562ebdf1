import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const adminOrigin = { host: ADMIN_HOST, origin: `http://${ADMIN_HOST}` };

describe('staff sign-in', () => {
  it('signs in and returns the user without the password hash', async () => {
    const session = await createStaffSession(app, 'content_editor');
    const me = await app.server.inject({ url: '/api/admin/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user).toMatchObject({ email: session.email, role: 'content_editor', isActive: true });
    expect(body.user.permissions).toContainEqual({
      id: 'content:update',
      name: 'Content update',
      resource: 'content',
      action: 'update',
    });
    expect(body.csrfToken).toBe(session.csrfToken);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/i);
  });

  it("answers 'Invalid credentials' for a wrong pair", async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      headers: adminOrigin,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid credentials' } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
