import { randomBytes } from 'node:crypto';
import { CSRF_HEADER, type StaffSessionInfo } from '@atelier/domain';
import { ADMIN_HOST, type TestApp } from './test-app.ts';

export interface StaffSession {
  /** Value for the Cookie header */
  cookie: string;
  /** Value for the CSRF header on state-changing requests */
  csrfToken: string;
  /** host, cookie, origin and x-csrf-token: spread into `inject({ headers })` for any staff request */
  headers: Record<string, string>;
  user: StaffSessionInfo['user'];
  email: string;
  password: string;
}

/** Creates a staff user with the role (a built-in or custom role id) and signs it in through the real sign-in endpoint. */
export async function createStaffSession(app: TestApp, role: string): Promise<StaffSession> {
  const email = `${role.replaceAll('_', '-')}-${randomBytes(4).toString('hex')}@staff.test`;
  const password = randomBytes(12).toString('base64url');
  await app.services.auth.createUser({ email, password, role, name: `Test ${role}` });
  return signInStaff(app, email, password);
}

/** Signs an existing staff account in; throws when the sign-in is refused. */
export async function signInStaff(app: TestApp, email: string, password: string, rememberMe = false) {
  // The admin page's origin as a browser names it: the configured scheme (PUBLIC_URL's) on the admin host.
  const origin = `${new URL(app.env.publicOrigin).protocol}//${ADMIN_HOST}`;
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    headers: { host: ADMIN_HOST, origin },
    payload: { email, password, rememberMe },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Staff sign-in failed with ${response.statusCode}: ${response.body}`);
  }
  // The session cookie only: the device cookie set beside it (auth/device-cookie.ts) plays no part here.
  const cookie = response.cookies
    .filter((entry) => entry.name.endsWith('staff_session'))
    .map((entry) => `${entry.name}=${entry.value}`)
    .join('; ');
  const body = response.json<StaffSessionInfo>();
  return {
    cookie,
    csrfToken: body.csrfToken,
    headers: { host: ADMIN_HOST, origin, cookie, [CSRF_HEADER]: body.csrfToken },
    user: body.user,
    email,
    password,
  };
}
