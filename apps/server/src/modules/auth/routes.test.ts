// @postgres: raw SQL, concurrent requests.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAuditLog, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { createStaffSession, signInStaff } from '../../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { prepareStaffAccounts } from './bootstrap.ts';
import { hashToken } from './service.ts';
import { accountDelay, SIGN_IN_LIMITS } from './sign-in-limiter.ts';

const app = useTestApp();

const adminOrigin = { host: ADMIN_HOST, origin: `http://${ADMIN_HOST}` };
const me = (headers: Record<string, string>) => app.server.inject({ url: '/api/admin/me', headers });
const signIn = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1', headers = adminOrigin) =>
  app.server.inject({ method: 'POST', url: '/api/admin/auth/sign-in', headers, payload, remoteAddress });
const tokenOf = (cookie: string) => cookie.split('=')[1] ?? '';

describe('staff sign-in', () => {
  it('signs in and returns the user without the password hash', async () => {
    const session = await createStaffSession(app, 'content_editor');
    const response = await me(session.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: session.email, role: 'content_editor', isActive: true });
    expect(body.user.lastLogin).toEqual(expect.any(String));
    expect(body.user.permissions).toContainEqual({
      id: 'content:update',
      name: 'Content update',
      resource: 'content',
      action: 'update',
    });
    expect(body.csrfToken).toBe(session.csrfToken);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/i);
  });

  it('stores an argon2id hash with explicit parameters and only the hash of the session token', async () => {
    const session = await createStaffSession(app, 'sales');
    const [user] = await app.database.db.select().from(staffUsers).where(eq(staffUsers.email, session.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = tokenOf(session.cookie);
    expect(token.length).toBeGreaterThanOrEqual(22);
    const rows = await app.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await app.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('reports the session, or null without one, to the admin app at start', async () => {
    const probe = (headers: Record<string, string>) => app.server.inject({ url: '/api/admin/auth/session', headers });
    const none = await probe({ host: ADMIN_HOST });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ session: null });
    const session = await createStaffSession(app, 'sales');
    const found = await probe(session.headers);
    expect(found.json()).toMatchObject({ session: { user: { email: session.email }, csrfToken: session.csrfToken } });
    const stale = await probe({ host: ADMIN_HOST, cookie: 'staff_session=unknown-token' });
    expect(stale.json()).toEqual({ session: null });
    expect(String(stale.headers['set-cookie'])).toMatch(/staff_session=;/);
  });

  it("answers 'Invalid credentials' for a wrong pair and sets no cookie", async () => {
    const session = await createStaffSession(app, 'sales');
    for (const payload of [
      { email: 'nobody@example.com', password: 'wrong-password' },
      { email: session.email, password: 'wrong-password' },
    ]) {
      const response = await signIn(payload, '10.0.0.1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid credentials' } });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('rejects bad input with 400 and the spec messages', async () => {
    const response = await signIn({ email: 'no-at-sign', password: 'x' }, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('writes successes and failures to the audit log with account and IP', async () => {
    const session = await createStaffSession(app, 'sales');
    await signIn({ email: session.email, password: 'not-it' }, '10.0.0.3');
    const rows = await app.database.db.select().from(authAuditLog).where(eq(authAuditLog.email, session.email));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'sign_in', success: true, userId: session.user.id, ip: '127.0.0.1' }),
        expect.objectContaining({ event: 'sign_in', success: false, ip: '10.0.0.3', detail: 'wrong_password' }),
      ]),
    );
    expect(rows.every((row) => row.at instanceof Date)).toBe(true);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, host-only, Path=/ and not Secure on plain-http localhost', async () => {
    const session = await createStaffSession(app, 'sales');
    const response = await signIn({ email: session.email, password: session.password });
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    const header = String(cookies.find((cookie) => cookie.startsWith('staff_session=')));
    expect(header).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toMatch(/Domain=/i);
    expect(header).not.toMatch(/Secure/);
    expect(header).not.toMatch(/Max-Age|Expires/);
  });

  it("lasts 30 days with 'Remember me'", async () => {
    const session = await createStaffSession(app, 'sales');
    const response = await signIn({ email: session.email, password: session.password, rememberMe: true });
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    const sessionCookie = cookies.find((cookie) => cookie.startsWith('staff_session='));
    const maxAge = Number(/Max-Age=(\d+)/.exec(String(sessionCookie))?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it('is Secure with the __Host- prefix in production, where no demo hint is offered', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://localhost' });
    try {
      await production.services.auth.createUser({
        email: 'owner@studio.test',
        password: 'a-long-secret-pass',
        name: 'Owner',
        role: 'super_admin',
      });
      const response = await production.server.inject({
        method: 'POST',
        url: '/api/admin/auth/sign-in',
        headers: { host: ADMIN_HOST, origin: `https://${ADMIN_HOST}` },
        payload: { email: 'owner@studio.test', password: 'a-long-secret-pass' },
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^__Host-staff_session=/);
      expect(header).toContain('Secure');
      expect(header).not.toMatch(/Domain=/i);
      const config = await production.server.inject({ url: '/api/admin/auth/config', headers: { host: ADMIN_HOST } });
      expect(config.json()).toEqual({ demoMode: false, demoAccount: null });
    } finally {
      await production.close();
    }
  });
});

describe('session lifetime', () => {
  const expire = async (cookie: string, column: 'idle' | 'absolute') => {
    const past = new Date(Date.now() - 1000);
    await app.database.db
      .update(staffSessions)
      .set(column === 'idle' ? { idleExpiresAt: past } : { absoluteExpiresAt: past })
      .where(eq(staffSessions.tokenHash, hashToken(tokenOf(cookie))));
  };

  it('ends after the idle timeout', async () => {
    const session = await createStaffSession(app, 'sales');
    await expire(session.cookie, 'idle');
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('ends after the absolute lifetime', async () => {
    const session = await createStaffSession(app, 'sales');
    await expire(session.cookie, 'absolute');
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('slides the idle expiry with use, never past the absolute lifetime', async () => {
    const session = await createStaffSession(app, 'sales');
    const where = eq(staffSessions.tokenHash, hashToken(tokenOf(session.cookie)));
    const soon = new Date(Date.now() + 60_000);
    await app.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000), idleExpiresAt: soon })
      .where(where);
    expect((await me(session.headers)).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(staffSessions).where(where);
    expect(row?.idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(row?.idleExpiresAt.getTime()).toBeLessThanOrEqual(row?.absoluteExpiresAt.getTime() ?? 0);
  });

  it('sign-out deletes the session on the server and clears the cookie', async () => {
    const session = await createStaffSession(app, 'sales');
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-out',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/staff_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(session.headers)).statusCode).toBe(401);
    const rows = await app.database.db.select().from(staffSessions).where(eq(staffSessions.userId, session.user.id));
    expect(rows).toHaveLength(0);
  });

  it("stops a deactivated account's sessions at once and refuses its sign-in", async () => {
    const session = await createStaffSession(app, 'content_editor');
    await app.database.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, session.user.id));
    expect((await me(session.headers)).statusCode).toBe(401);
    const response = await signIn({ email: session.email, password: session.password }, '10.0.0.4');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error.message', 'Invalid credentials');
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 after five failures from one client on one account, even with the right password', async () => {
    const session = await createStaffSession(app, 'sales');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn({ email: session.email, password: 'guess' }, '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await signIn({ email: session.email, password: session.password }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const logged = await app.database.db
      .select()
      .from(authAuditLog)
      .where(and(eq(authAuditLog.email, session.email), eq(authAuditLog.detail, 'rate_limited')));
    expect(logged).toHaveLength(1);
  });

  it('wrong passwords from elsewhere cannot lock the owner out: they only slow the account down', async () => {
    const session = await createStaffSession(app, 'sales');
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signIn({ email: session.email, password: 'guess' }, `10.5.0.${attempt}`)).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await signIn({ email: session.email, password: session.password }, '10.5.1.1');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelay(13) - 50);
  });

  it('past its limit an account refuses unknown browsers, while one that signed in to it before still gets in', async () => {
    const session = await createStaffSession(app, 'sales');
    // The owner's browser signed in once (createStaffSession did): it holds the account's device cookie.
    const signedIn = await signIn({ email: session.email, password: session.password }, '10.7.0.1');
    const device = signedIn.cookies.find((cookie) => cookie.name === 'staff_device');
    expect(device?.value).toEqual(expect.any(String));
    // A guessing attack from many addresses has used up the account's attempts for the window (counted
    // straight into its bucket: the real attempts would each wait out the growing delay).
    const email = session.email.toLowerCase();
    await app.database.db.execute(
      sql`insert into rate_limit_buckets (key, count, reset_at) values (${`sign-in:account:${email}`}, ${SIGN_IN_LIMITS.perAccountFromUnknownBrowsers}, now() + interval '15 minutes')
          on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`,
    );
    const stranger = await signIn({ email: session.email, password: session.password }, '10.7.0.2');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    const withDevice = { ...adminOrigin, cookie: `staff_device=${device?.value}` };
    const owner = await signIn({ email: session.email, password: session.password }, '10.7.0.3', withDevice);
    expect(owner.statusCode).toBe(200);
    // A device cookie names one account: it does not open another one's limit, and a forged one is refused.
    const other = await createStaffSession(app, 'sales');
    await app.database.db.execute(
      sql`insert into rate_limit_buckets (key, count, reset_at) values (${`sign-in:account:${other.email.toLowerCase()}`}, ${SIGN_IN_LIMITS.perAccountFromUnknownBrowsers}, now() + interval '15 minutes')
          on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`,
    );
    expect((await signIn({ email: other.email, password: other.password }, '10.7.0.4', withDevice)).statusCode).toBe(
      429,
    );
    const forged = { ...adminOrigin, cookie: `staff_device=${device?.value.replace(/.$/, 'x')}` };
    expect((await signIn({ email: session.email, password: session.password }, '10.7.0.5', forged)).statusCode).toBe(
      429,
    );
  });

  it('counts before checking: of 40 parallel wrong guesses only 5 reach the password check', async () => {
    const session = await createStaffSession(app, 'sales');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn({ email: session.email, password: 'guess' }, '10.6.0.1')),
    );
    // The client's and the pair's counters are counted side by side, so a guess can take one of the pair's
    // five places and still be refused by the client's twenty: at most five reach the check, never more.
    const checkedAnswers = answers.filter((answer) => answer.statusCode === 401).length;
    expect(checkedAnswers).toBeGreaterThan(0);
    expect(checkedAnswers).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - checkedAnswers);
    const checked = await app.database.db
      .select()
      .from(authAuditLog)
      .where(and(eq(authAuditLog.email, session.email), eq(authAuditLog.detail, 'wrong_password')));
    expect(checked).toHaveLength(checkedAnswers);
  });

  it('answers 429 after twenty failures from one IP across accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await signIn({ email: `guess-${attempt}@example.com`, password: 'guess' }, '10.2.0.1');
    }
    const session = await createStaffSession(app, 'sales');
    const blocked = await signIn({ email: session.email, password: session.password }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await signIn({ email: session.email, password: session.password }, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts again after the window', async () => {
    const session = await createStaffSession(app, 'sales');
    for (let attempt = 0; attempt < 5; attempt++) await signIn({ email: session.email, password: 'x' }, '10.3.0.1');
    await app.database.db.execute(sql`update rate_limit_buckets set reset_at = now() - interval '1 second'`);
    expect((await signIn({ email: session.email, password: session.password }, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('CSRF protection', () => {
  it('refuses a sign-in from another origin or not sent as JSON', async () => {
    const session = await createStaffSession(app, 'sales');
    const credentials = { email: session.email, password: session.password };
    const crossSite = await signIn(credentials, '10.4.0.1', { host: ADMIN_HOST, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toHaveProperty('error.code', 'csrf_failed');
    const form = await app.server.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      headers: { ...adminOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(session.email)}&password=${session.password}`,
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a state-changing request without the CSRF token or from another origin', async () => {
    const session = await createStaffSession(app, 'sales');
    const signOut = (headers: Record<string, string>) =>
      app.server.inject({ method: 'POST', url: '/api/admin/auth/sign-out', headers });
    const { 'x-csrf-token': _token, ...withoutToken } = session.headers;
    expect((await signOut(withoutToken)).statusCode).toBe(403);
    expect((await signOut({ ...session.headers, 'x-csrf-token': 'forged' })).statusCode).toBe(403);
    expect((await signOut({ ...session.headers, origin: 'https://evil.example' })).statusCode).toBe(403);
    // The same host under another scheme is another origin (the request here is plain http).
    expect((await signOut({ ...session.headers, origin: `https://${ADMIN_HOST}` })).statusCode).toBe(403);
    const { origin: _origin, ...withoutOrigin } = session.headers;
    const otherScheme = await signOut({ ...withoutOrigin, referer: `https://${ADMIN_HOST}/settings` });
    expect(otherScheme.statusCode).toBe(403);
    expect((await me(session.headers)).statusCode).toBe(200);
  });
});

describe('public host', () => {
  it('never serves the staff API or sets the staff cookie', async () => {
    const session = await createStaffSession(app, 'super_admin');
    const publicHeaders = { ...session.headers, host: PUBLIC_HOST, origin: `http://${PUBLIC_HOST}` };
    const signInResponse = await signIn(
      { email: session.email, password: session.password },
      '10.5.0.1',
      publicHeaders,
    );
    expect(signInResponse.statusCode).toBe(404);
    expect(signInResponse.headers['set-cookie']).toBeUndefined();
    for (const url of ['/api/admin/me', '/api/admin/dashboard', '/api/admin/auth/config', '/api/admin/auth/session']) {
      const response = await app.server.inject({ url, headers: publicHeaders });
      expect(response.statusCode).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('start-up accounts', () => {
  it('seeds the demo accounts in demo mode only', async () => {
    await prepareStaffAccounts(app.services.auth, { ...app.env, demoMode: true });
    await prepareStaffAccounts(app.services.auth, { ...app.env, demoMode: true });
    for (const [email, password, role] of [
      ['admin@example.com', 'admin123', 'super_admin'],
      ['editor@example.com', 'editor123', 'content_editor'],
      ['sales@example.com', 'sales123', 'sales'],
    ] as const) {
      const session = await signInStaff(app, email, password);
      expect(session.user.role).toBe(role);
    }
  });

  it('creates the first super admin from ADMIN_EMAIL and ADMIN_PASSWORD in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://localhost',
      ADMIN_EMAIL: 'Owner@Studio.test',
      ADMIN_PASSWORD: 'a-long-secret-pass',
    });
    try {
      const notes = await prepareStaffAccounts(production.services.auth, production.env);
      expect(notes).toEqual(['created the super admin Owner@Studio.test']);
      expect(await prepareStaffAccounts(production.services.auth, production.env)).toEqual([]);
      expect(await production.services.auth.countStaff()).toBe(1);
      const session = await signInStaff(production, 'owner@studio.test', 'a-long-secret-pass');
      expect(session.user.role).toBe('super_admin');
    } finally {
      await production.close();
    }
  });
});
