import { CSRF_HEADER } from '@atelier/domain';
import { isDomainError } from '@atelier/domain/domain-error';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings, staffAuditLog, staffRecoveryCodes, staffUsers } from '../../db/schema/index.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, useTestApp } from '../../test/test-app.ts';
import { MFA_REQUIRED_ROLES_KEY } from './mfa.ts';
import { MFA_LIMITS } from './mfa-codes.ts';
import { createAuthService } from './service.ts';

const app = useTestApp();
let admin: StaffSession;
beforeAll(async () => {
  admin = await createStaffSession(app, 'super_admin');
});

const origin = { host: ADMIN_HOST, origin: `http://${ADMIN_HOST}` };
type Method = 'GET' | 'POST' | 'PUT';
const call = (session: StaffSession | null, method: Method, url: string, payload?: unknown) =>
  app.server.inject({
    method,
    url: `/api/admin${url}`,
    headers: session ? session.headers : origin,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A code for the time `offsetSteps` steps from `at` (30-second steps). */
const codeAt = (secret: string, at: Date, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) + offsetSteps * 30 });

/** Enrols the signed-in member from the profile; the secret as the page shows it, without spaces. */
async function enrol(session: StaffSession) {
  const started = await call(session, 'POST', '/profile/mfa/enrol');
  expect(started.statusCode).toBe(200);
  const secret = started.json().secret.replaceAll(' ', '');
  const confirmed = await call(session, 'POST', '/profile/mfa/confirm', { code: await codeAt(secret, new Date()) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[], enrolment: started.json() };
}

const passwordStep = (session: Pick<StaffSession, 'email' | 'password'>) =>
  app.server.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    headers: origin,
    payload: { email: session.email, password: session.password },
  });
const secondStep = (payload: Record<string, unknown>) =>
  app.server.inject({ method: 'POST', url: '/api/admin/auth/mfa', headers: origin, payload });

describe('two-factor enrolment and sign-in', () => {
  it('enrols from the profile; the secret is shown once and stored encrypted', async () => {
    const member = await createStaffSession(app, 'sales');
    const { secret, recoveryCodes, enrolment } = await enrol(member);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Atelier%20Plans:/);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}$/);

    const [row] = await app.database.db.select().from(staffUsers).where(eq(staffUsers.id, member.user.id));
    expect(row?.totpEnabledAt).not.toBeNull();
    expect(row?.totpSecret).not.toContain(secret);
    const stored = await app.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, member.user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]?.replace('-', ''));

    const status = await call(member, 'GET', '/profile/mfa');
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // No other answer carries the secret: the profile, the status, the staff list, the session.
    for (const url of ['/profile', '/profile/mfa', '/me']) {
      expect((await call(member, 'GET', url)).body).not.toContain(secret);
    }
    const list = await call(admin, 'GET', '/staff-users');
    expect(list.body).not.toContain(secret);
    expect(list.json().members.find((m: { id: string }) => m.id === member.user.id)).toMatchObject({
      mfaEnabled: true,
    });
    const again = await call(member, 'POST', '/profile/mfa/enrol');
    expect(again.statusCode).toBe(409);
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, member.user.id), eq(staffAuditLog.action, 'mfa.enrol')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.ip).toBeTruthy();
  });

  it('asks for the code after the password; a wrong or replayed code is refused', async () => {
    const member = await createStaffSession(app, 'sales');
    const { secret } = await enrol(member);
    const first = await passwordStep(member);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa: 'required', challenge: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge } = first.json();

    const wrong = await secondStep({ challenge, code: await codeAt(secret, new Date(), 20) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'invalid_code', fields: { code: expect.any(String) } });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    // The enrolment used the current step, so the next step's code is the first one left.
    const code = await codeAt(secret, new Date(), 1);
    const ok = await secondStep({ challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(member.email);
    const cookie = ok.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    expect((await app.server.inject({ url: '/api/admin/me', headers: { ...origin, cookie } })).statusCode).toBe(200);

    // The challenge is spent, and the same code with a new challenge is a replay.
    expect((await secondStep({ challenge, code })).statusCode).toBe(401);
    const next = (await passwordStep(member)).json();
    const replay = await secondStep({ challenge: next.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_code');
    // A code that is not six digits is a field error.
    const malformed = await secondStep({ challenge: next.challenge, code: '12ab' });
    expect(malformed.statusCode).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const member = await createStaffSession(app, 'sales');
    const { recoveryCodes } = await enrol(member);
    const recoveryCode = recoveryCodes[3]?.toUpperCase() ?? '';
    const first = await secondStep({ challenge: (await passwordStep(member)).json().challenge, recoveryCode });
    expect(first.statusCode).toBe(200);
    const second = await secondStep({ challenge: (await passwordStep(member)).json().challenge, recoveryCode });
    expect(second.statusCode).toBe(401);
    expect(second.json().error.fields).toHaveProperty('recoveryCode');
    expect((await call(member, 'GET', '/profile/mfa')).json().recoveryCodesLeft).toBe(9);
    const used = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, member.user.id), eq(staffAuditLog.action, 'mfa.recovery_code_used')));
    expect(used).toHaveLength(1);
  });

  it('regenerates recovery codes with a current code and turns off with the password', async () => {
    const member = await createStaffSession(app, 'sales');
    const { secret, recoveryCodes } = await enrol(member);
    const regenerated = await call(member, 'POST', '/profile/mfa/recovery-codes', {
      code: await codeAt(secret, new Date(), 1),
    });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().recoveryCodes).toHaveLength(10);
    const old = await secondStep({
      challenge: (await passwordStep(member)).json().challenge,
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);

    const wrongPassword = await call(member, 'POST', '/profile/mfa/disable', { password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toHaveProperty('password');
    const off = await call(member, 'POST', '/profile/mfa/disable', { password: member.password });
    expect(off.statusCode).toBe(204);
    const signIn = await passwordStep(member);
    expect(signIn.json().user.email).toBe(member.email);
  });
});

describe('time window, challenge limits and replays with an injected clock', () => {
  let clock: Date;
  let auth: ReturnType<typeof createAuthService>;
  let member: StaffSession;
  let secret: string;
  const client = { ip: '10.7.0.1' };

  beforeAll(async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    auth = createAuthService(app.database.db, app.env, { now: () => clock });
    member = await createStaffSession(app, 'sales');
    secret = (await enrol(member)).secret;
    // The enrolment's step was recorded in real time; this clock runs later.
    clock = new Date(Date.now() + 3_600_000);
  });

  const challenge = async () => {
    const result = await auth.signIn({ email: member.email, password: member.password, rememberMe: false, ...client });
    if (result.kind !== 'mfa') throw new Error(`expected a challenge, got ${result.kind}`);
    return result.challenge.challenge;
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (isDomainError(error) ? error.code : String(error)),
    );

  it('accepts one step either side and nothing wider', async () => {
    clock = new Date(clock.getTime() + 10 * 60_000);
    for (const offset of [-2, 2]) {
      expect(
        await refusal(
          auth.completeMfa({ challenge: await challenge(), code: await codeAt(secret, clock, offset) }, client),
        ),
      ).toBe('invalid_code');
    }
    const behind = await auth.completeMfa(
      { challenge: await challenge(), code: await codeAt(secret, clock, -1) },
      client,
    );
    expect(behind.kind).toBe('ok');
    const ahead = await auth.completeMfa(
      { challenge: await challenge(), code: await codeAt(secret, clock, 1) },
      client,
    );
    expect(ahead.kind).toBe('ok');
    // The current step is now before the last accepted one: a replay.
    expect(
      await refusal(auth.completeMfa({ challenge: await challenge(), code: await codeAt(secret, clock, 0) }, client)),
    ).toBe('invalid_code');
  });

  it('lets a challenge expire after five minutes', async () => {
    clock = new Date(clock.getTime() + 10 * 60_000);
    const token = await challenge();
    clock = new Date(clock.getTime() + MFA_LIMITS.challengeMs + 1000);
    expect(await refusal(auth.completeMfa({ challenge: token, code: await codeAt(secret, clock) }, client))).toBe(
      'mfa_challenge_gone',
    );
  });

  it('ends a challenge after five attempts, and limits wrong codes per account', async () => {
    clock = new Date(clock.getTime() + 10 * 60_000);
    const token = await challenge();
    const right = await codeAt(secret, clock);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < MFA_LIMITS.attemptsPerChallenge; attempt++) {
      expect(await refusal(auth.completeMfa({ challenge: token, code: wrong }, client))).toBe('invalid_code');
    }
    expect(await refusal(auth.completeMfa({ challenge: token, code: right }, client))).toBe('mfa_challenge_gone');
    // A new challenge does not reset the account's count: five more wrong codes exhaust it.
    const next = await challenge();
    for (let attempt = 0; attempt < MFA_LIMITS.perAccount - MFA_LIMITS.attemptsPerChallenge; attempt++) {
      expect(await refusal(auth.completeMfa({ challenge: next, code: wrong }, client))).toBe('invalid_code');
    }
    expect(await refusal(auth.completeMfa({ challenge: await challenge(), code: right }, client))).toBe('rate_limited');
  });
});

describe('required enrolment and resets', () => {
  it('makes a member of a required role enrol at sign-in, then shows the recovery codes once', async () => {
    const member = await createStaffSession(app, 'content_editor');
    const denied = await call(member, 'PUT', '/staff-mfa-policy', { requiredRoles: ['content_editor'] });
    expect(denied.statusCode).toBe(403);
    const unknown = await call(admin, 'PUT', '/staff-mfa-policy', { requiredRoles: ['no_such_role'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('requiredRoles');
    const set = await call(admin, 'PUT', '/staff-mfa-policy', { requiredRoles: ['content_editor'] });
    expect(set.json()).toEqual({ requiredRoles: ['content_editor'] });
    try {
      const first = await passwordStep(member);
      expect(first.json()).toEqual({ mfa: 'enrol', challenge: expect.any(String) });
      const { challenge } = first.json();
      // The enrol challenge is not a way around the code step.
      expect((await secondStep({ challenge, code: '123456' })).statusCode).toBe(401);
      const enrolment = await app.server.inject({
        method: 'POST',
        url: '/api/admin/auth/mfa/enrol',
        headers: origin,
        payload: { challenge },
      });
      expect(enrolment.statusCode).toBe(200);
      const secret = enrolment.json().secret.replaceAll(' ', '');
      const confirmed = await app.server.inject({
        method: 'POST',
        url: '/api/admin/auth/mfa/enrol/confirm',
        headers: origin,
        payload: { challenge, code: await codeAt(secret, new Date()) },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().recoveryCodes).toHaveLength(10);
      expect(confirmed.json().session.user.email).toBe(member.email);
      expect(confirmed.body).not.toContain(secret);
      expect(confirmed.cookies.length).toBeGreaterThan(0);
      expect((await passwordStep(member)).json().mfa).toBe('required');
    } finally {
      await app.database.db.delete(settings).where(eq(settings.key, MFA_REQUIRED_ROLES_KEY));
    }
  });

  it('lets a super admin reset another member: two-factor off, sessions ended, audited', async () => {
    const member = await createStaffSession(app, 'sales');
    await enrol(member);
    const other = await createStaffSession(app, 'sales');
    const notAdmin = await call(other, 'POST', `/staff-users/${member.user.id}/reset-mfa`);
    expect(notAdmin.statusCode).toBe(403);
    const own = await call(admin, 'POST', `/staff-users/${admin.user.id}/reset-mfa`);
    expect(own.statusCode).toBe(409);
    const reset = await call(admin, 'POST', `/staff-users/${member.user.id}/reset-mfa`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().member.mfaEnabled).toBe(false);
    expect((await call(member, 'GET', '/me')).statusCode).toBe(401);
    const [row] = await app.database.db.select().from(staffUsers).where(eq(staffUsers.id, member.user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, member.user.id), eq(staffAuditLog.action, 'mfa.reset')));
    expect(audit[0]).toMatchObject({ staffUserId: admin.user.id, detail: { wasEnabled: 'yes', sessionsEnded: 1 } });
    expect((await passwordStep(member)).json().user.email).toBe(member.email);
  });

  it('refuses the profile and code routes without a session or CSRF token', async () => {
    const member = await createStaffSession(app, 'sales');
    expect((await call(null, 'GET', '/profile/mfa')).statusCode).toBe(401);
    const noCsrf = await app.server.inject({
      method: 'POST',
      url: '/api/admin/profile/mfa/enrol',
      headers: { ...member.headers, [CSRF_HEADER]: 'wrong' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const form = await app.server.inject({
      method: 'POST',
      url: '/api/admin/auth/mfa',
      headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'challenge=x&code=123456',
    });
    expect(form.statusCode).toBe(415);
  });
});
