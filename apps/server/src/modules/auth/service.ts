import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { describePermission, type Permission, type Role, type StaffSessionInfo, type StaffUser } from '@atelier/domain';
import { isDomainError } from '@atelier/domain/domain-error';
import type { MfaChallenge } from '@atelier/domain/staff-session';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAuditLog, staffSessions, staffUsers } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { createMfa } from './mfa.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createRoleTable } from './role-table.ts';
import { createSignInLimiter } from './sign-in-limiter.ts';

/** Session lifetimes: an idle timeout that slides with use, capped by an absolute lifetime. */
export const SESSION_POLICY = {
  idleMs: 2 * 60 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
  rememberIdleMs: 7 * 24 * 60 * 60 * 1000,
  rememberAbsoluteMs: 30 * 24 * 60 * 60 * 1000,
  /** Sliding the idle expiry writes to the database at most this often per session. */
  touchEveryMs: 60 * 1000,
} as const;

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin123', name: 'Studio Admin', role: 'super_admin' },
  { email: 'editor@example.com', password: 'editor123', name: 'Content Editor', role: 'content_editor' },
  { email: 'sales@example.com', password: 'sales123', name: 'Sales Team', role: 'sales' },
] as const satisfies readonly { email: string; password: string; name: string; role: Role }[];

type StaffUserRow = typeof staffUsers.$inferSelect;

/** The signed-in staff member behind a request. */
export interface AuthenticatedStaff extends StaffSessionInfo {
  role: string;
  permissions: Permission[];
  tokenHash: string;
}

export type SignedIn = {
  kind: 'ok';
  token: string;
  remember: boolean;
  absoluteExpiresAt: Date;
  session: StaffSessionInfo;
};

export type SignInResult =
  | SignedIn
  | { kind: 'mfa'; challenge: MfaChallenge }
  | { kind: 'invalid' }
  | { kind: 'rate_limited'; retryAfterSeconds: number };

export interface SignInAttempt {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  userAgent?: string | undefined;
  /** The browser signed in to this account before (a valid device cookie, see device-cookie.ts). */
  knownBrowser?: boolean;
}

export interface AuthServiceOptions {
  /** Injectable clock for tests. */
  now?: () => Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The account as the admin API shows it, with the permissions its role grants now. */
export function toStaffUser(row: StaffUserRow, permissions: readonly Permission[]): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: permissions.map(describePermission),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Staff accounts, password hashing, sessions, sign-in rate limits and the audit log. */
export function createAuthService(db: Database, env: Pick<Env, 'SESSION_SECRET'>, options: AuthServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const limiter = createSignInLimiter(db, now);
  const roles = createRoleTable(db);
  const mfa = createMfa({ db, env, now, roles });

  async function audit(entry: {
    event: string;
    success: boolean;
    email?: string;
    userId?: string;
    ip?: string;
    detail?: string;
  }) {
    await db.insert(authAuditLog).values({ ...entry, at: now() });
  }

  async function findByEmail(email: string) {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
    return row;
  }

  /**
   * Stores an account as given: callers that take a password from a person check it with
   * password-policy.ts first (the demo accounts, fixed by the spec, are the one exception).
   */
  async function createUser(input: { email: string; name: string; role: string; password: string }) {
    const at = now();
    const [row] = await db
      .insert(staffUsers)
      .values({
        id: randomUUID(),
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('The staff user was not created.');
    return toStaffUser(row, await roles.permissionsOf(row.role));
  }

  async function createSession(user: StaffUserRow, attempt: Omit<SignInAttempt, 'password'>) {
    const at = now();
    // Abandoned sessions are never looked up again; sign-in is a cheap moment to drop the expired ones.
    await db
      .delete(staffSessions)
      .where(or(lte(staffSessions.idleExpiresAt, at), lte(staffSessions.absoluteExpiresAt, at)));
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const remember = attempt.rememberMe;
    const absoluteExpiresAt = new Date(
      at.getTime() + (remember ? SESSION_POLICY.rememberAbsoluteMs : SESSION_POLICY.absoluteMs),
    );
    const idleExpiresAt = new Date(at.getTime() + (remember ? SESSION_POLICY.rememberIdleMs : SESSION_POLICY.idleMs));
    await db.insert(staffSessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      csrfToken,
      remember,
      createdAt: at,
      lastSeenAt: at,
      idleExpiresAt,
      absoluteExpiresAt,
      ip: attempt.ip,
      userAgent: attempt.userAgent?.slice(0, 300) ?? null,
    });
    return { token, csrfToken, remember, absoluteExpiresAt };
  }

  /** The password (and second step, if any) passed: the session starts. */
  async function startSignedIn(
    user: StaffUserRow,
    attempt: Omit<SignInAttempt, 'password'>,
    secondFactor?: string,
  ): Promise<SignedIn> {
    const session = await createSession(user, attempt);
    const [updated] = await db
      .update(staffUsers)
      .set({ lastLoginAt: now() })
      .where(eq(staffUsers.id, user.id))
      .returning();
    await audit({
      event: 'sign_in',
      success: true,
      email: user.email,
      userId: user.id,
      ip: attempt.ip,
      ...(secondFactor ? { detail: secondFactor } : {}),
    });
    return {
      kind: 'ok',
      token: session.token,
      remember: session.remember,
      absoluteExpiresAt: session.absoluteExpiresAt,
      session: {
        user: toStaffUser(updated ?? user, await roles.permissionsOf(user.role)),
        csrfToken: session.csrfToken,
      },
    };
  }

  return {
    createUser,
    roles,
    mfa,

    async hasAccount(email: string): Promise<boolean> {
      return Boolean(await findByEmail(email));
    },

    async signIn(attempt: SignInAttempt): Promise<SignInResult> {
      const email = attempt.email.trim().toLowerCase();
      const knownBrowser = attempt.knownBrowser ?? false;
      const admission = await limiter.admit(attempt.ip, email, knownBrowser);
      if (!admission.allowed) {
        await audit({ event: 'sign_in', success: false, email, ip: attempt.ip, detail: 'rate_limited' });
        return { kind: 'rate_limited', retryAfterSeconds: admission.retryAfterSeconds };
      }
      if (admission.delayMs > 0) await setTimeout(admission.delayMs);
      const user = await findByEmail(email);
      const valid = user ? await verifyPassword(user.passwordHash, attempt.password) : false;
      if (!user) await verifyAgainstDummy(attempt.password);
      if (!user || !valid || !user.isActive) {
        const detail = !user ? 'unknown_account' : !valid ? 'wrong_password' : 'inactive_account';
        await audit({ event: 'sign_in', success: false, email, userId: user?.id, ip: attempt.ip, detail });
        return { kind: 'invalid' };
      }
      await limiter.recordSuccess(attempt.ip, email, knownBrowser);
      const challenge = await mfa.challengeFor(user, attempt.rememberMe);
      if (challenge) {
        await audit({
          event: 'sign_in_password',
          success: true,
          email,
          userId: user.id,
          ip: attempt.ip,
          detail: `mfa_${challenge.mfa}`,
        });
        return { kind: 'mfa', challenge };
      }
      return startSignedIn(user, attempt);
    },

    /** The second step of a sign-in with two-factor: a code or a recovery code for the challenge. */
    async completeMfa(
      input: { challenge: string; code?: string | undefined; recoveryCode?: string | undefined },
      client: { ip: string; userAgent?: string | undefined },
    ): Promise<SignedIn> {
      try {
        const { user, remember, method } = await mfa.verifyChallenge(input, client.ip);
        return await startSignedIn(user, { ...client, email: user.email, rememberMe: remember }, method);
      } catch (error) {
        // The challenge's account is not known here without another lookup; the reason and IP are enough.
        const detail = isDomainError(error) ? error.code : 'error';
        await audit({ event: 'sign_in_mfa', success: false, ip: client.ip, detail });
        throw error;
      }
    },

    /** Enrolment a role requires, finished at sign-in: the session and the recovery codes to show once. */
    async completeMfaEnrolment(
      input: { challenge: string; code: string },
      client: { ip: string; userAgent?: string | undefined },
    ): Promise<SignedIn & { recoveryCodes: string[] }> {
      const { user, remember, recoveryCodes } = await mfa.finishEnrolmentAtSignIn(
        input.challenge,
        input.code,
        client.ip,
      );
      const signedIn = await startSignedIn(
        user,
        { ...client, email: user.email, rememberMe: remember },
        'totp_enrolled',
      );
      return { ...signedIn, recoveryCodes };
    },

    /**
     * The session behind a cookie token, or null when it is unknown, expired or its account is inactive.
     * A request the user made counts as activity and extends the idle expiry; a background re-check
     * (an open event stream) passes `touch: false`, so an idle tab does not keep the session alive.
     */
    async authenticate(token: string, { touch = true } = {}): Promise<AuthenticatedStaff | null> {
      const tokenHash = hashToken(token);
      const [found] = await db
        .select({ session: staffSessions, user: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(eq(staffSessions.tokenHash, tokenHash));
      if (!found) return null;
      const { session, user } = found;
      const at = now();
      if (session.idleExpiresAt <= at || session.absoluteExpiresAt <= at) {
        await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
        return null;
      }
      if (!user.isActive) return null;
      if (touch && at.getTime() - session.lastSeenAt.getTime() >= SESSION_POLICY.touchEveryMs) {
        const idleMs = session.remember ? SESSION_POLICY.rememberIdleMs : SESSION_POLICY.idleMs;
        const idle = Math.min(at.getTime() + idleMs, session.absoluteExpiresAt.getTime());
        await db
          .update(staffSessions)
          .set({ lastSeenAt: at, idleExpiresAt: new Date(idle) })
          .where(eq(staffSessions.tokenHash, tokenHash));
      }
      const permissions = await roles.permissionsOf(user.role);
      return {
        user: toStaffUser(user, permissions),
        csrfToken: session.csrfToken,
        role: user.role,
        permissions,
        tokenHash,
      };
    },

    async signOut(staff: AuthenticatedStaff, ip: string) {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, staff.tokenHash));
      await audit({ event: 'sign_out', success: true, email: staff.user.email, userId: staff.user.id, ip });
    },

    /** Deactivating ends every session of the account at once. */
    async setActive(userId: string, isActive: boolean) {
      await db.update(staffUsers).set({ isActive, updatedAt: now() }).where(eq(staffUsers.id, userId));
      if (!isActive) await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
    },

    /** Demo mode only: the three sample accounts, created once. */
    async seedDemoAccounts() {
      for (const account of DEMO_ACCOUNTS) {
        if (!(await findByEmail(account.email))) await createUser(account);
      }
    },

    /** Whether ADMIN_EMAIL would be created: no active super admin exists yet and the address is free. */
    async needsInitialAdmin(email: string): Promise<boolean> {
      const [existing] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'super_admin'), eq(staffUsers.isActive, true)))
        .limit(1);
      return !existing && !(await findByEmail(email));
    },

    async countStaff(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
      return row?.count ?? 0;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
