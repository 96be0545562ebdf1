import { createHash, randomBytes } from 'node:crypto';
import { SUPER_ADMIN_ROLE } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import {
  MFA_MESSAGES,
  type MfaChallenge,
  type MfaStatus,
  mfaPolicySchema,
  type TotpEnrolment,
} from '@atelier/domain/mfa';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings, staffMfaChallenges, staffSessions, staffUsers } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { createMfaCodes, MFA_LIMITS, mfaTarget, type StaffUserRow, wrongCode } from './mfa-codes.ts';
import { verifyPassword } from './passwords.ts';
import type { RoleTable } from './role-table.ts';

/** Where the roles that must use two-factor sign-in are kept in the `settings` table. */
export const MFA_REQUIRED_ROLES_KEY = 'staff_mfa_required_roles';

export interface MfaDeps {
  db: Database;
  env: Pick<Env, 'SESSION_SECRET'>;
  now: () => Date;
  roles: RoleTable;
}

/** Challenge tokens are stored as their SHA-256, like session tokens. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const challengeGone = () => new DomainError('unauthenticated', 'mfa_challenge_gone', MFA_MESSAGES.challengeGone);
const wrongRecoveryCode = () =>
  new DomainError('unauthenticated', 'invalid_code', MFA_MESSAGES.wrongRecoveryCode, {
    fields: { recoveryCode: MFA_MESSAGES.wrongRecoveryCode },
  });

/**
 * TOTP two-factor sign-in (docs/decisions/031-two-factor-sign-in.md): the secret, encrypted at rest;
 * codes checked within one step either side and never twice; ten single-use recovery codes; pending
 * sign-ins (challenges) that a second step turns into a session.
 */
export function createMfa({ db, env, now, roles }: MfaDeps) {
  const codes = createMfaCodes({ db, env, now });
  const target = mfaTarget;

  async function userById(tx: Database, id: string) {
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id));
    return row;
  }

  async function requiredRoles(): Promise<string[]> {
    const [row] = await db.select().from(settings).where(eq(settings.key, MFA_REQUIRED_ROLES_KEY));
    const parsed = mfaPolicySchema.shape.requiredRoles.safeParse(row?.value);
    return parsed.success ? parsed.data : [];
  }

  /** The challenge behind a token, counting one attempt unless `count` is false; gone when expired or used up. */
  async function takeChallenge(token: string, purpose: 'required' | 'enrol', { count: counted = true } = {}) {
    const tokenHash = hashToken(token);
    const live = and(
      eq(staffMfaChallenges.tokenHash, tokenHash),
      eq(staffMfaChallenges.purpose, purpose),
      gt(staffMfaChallenges.expiresAt, now()),
      lt(staffMfaChallenges.attempts, MFA_LIMITS.attemptsPerChallenge),
    );
    const [challenge] = counted
      ? await db
          .update(staffMfaChallenges)
          .set({ attempts: sql`${staffMfaChallenges.attempts} + 1` })
          .where(live)
          .returning()
      : await db.select().from(staffMfaChallenges).where(live);
    if (!challenge) throw challengeGone();
    const user = await userById(db, challenge.userId);
    if (!user?.isActive) throw challengeGone();
    return { challenge, user };
  }

  const endChallenge = (tokenHash: string) =>
    db.delete(staffMfaChallenges).where(eq(staffMfaChallenges.tokenHash, tokenHash));

  return {
    requiredRoles,

    /** After a right password: the second step the account needs, or null to sign in at once. */
    async challengeFor(user: StaffUserRow, remember: boolean): Promise<MfaChallenge | null> {
      const purpose = user.totpEnabledAt ? 'required' : (await requiredRoles()).includes(user.role) ? 'enrol' : null;
      if (!purpose) return null;
      const at = now();
      await db.delete(staffMfaChallenges).where(lte(staffMfaChallenges.expiresAt, at));
      const token = randomBytes(32).toString('base64url');
      await db.insert(staffMfaChallenges).values({
        tokenHash: hashToken(token),
        userId: user.id,
        purpose,
        remember,
        createdAt: at,
        expiresAt: new Date(at.getTime() + MFA_LIMITS.challengeMs),
      });
      return { mfa: purpose, challenge: token };
    },

    /** The second step with a code or a recovery code; the account whose session may start. */
    async verifyChallenge(
      input: { challenge: string; code?: string | undefined; recoveryCode?: string | undefined },
      ip: string,
    ) {
      const { challenge, user } = await takeChallenge(input.challenge, 'required');
      if (!user.totpEnabledAt) throw challengeGone();
      await codes.countAttempt(user.id);
      if (input.code) {
        if (!(await codes.acceptCode(user, input.code))) throw wrongCode();
      } else if (!input.recoveryCode || !(await codes.useRecoveryCode(user.id, input.recoveryCode))) {
        throw wrongRecoveryCode();
      } else {
        const left = await codes.recoveryCodesLeft(db, user.id);
        await recordStaffAction(db, { id: user.id, name: user.name, ip }, 'mfa.recovery_code_used', target(user.id), {
          recoveryCodesLeft: left,
        });
      }
      await codes.forgetFailures(user.id);
      await endChallenge(challenge.tokenHash);
      return { user, remember: challenge.remember, method: input.code ? 'totp' : 'recovery_code' };
    },

    /** Enrolment a role requires, at sign-in: the secret to scan. */
    async startEnrolmentAtSignIn(token: string): Promise<TotpEnrolment> {
      const { user } = await takeChallenge(token, 'enrol', { count: false });
      if (user.totpEnabledAt) throw challengeGone();
      return codes.startEnrolment(user);
    },

    async finishEnrolmentAtSignIn(token: string, code: string, ip: string) {
      const { challenge, user } = await takeChallenge(token, 'enrol');
      const recoveryCodes = await codes.finishEnrolment({ id: user.id, name: user.name, ip }, user, code);
      await endChallenge(challenge.tokenHash);
      return { user, remember: challenge.remember, recoveryCodes };
    },

    async status(userId: string, role: string): Promise<MfaStatus> {
      const user = await userById(db, userId);
      return {
        enabled: Boolean(user?.totpEnabledAt),
        enabledAt: user?.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user?.totpEnabledAt ? await codes.recoveryCodesLeft(db, userId) : 0,
        required: (await requiredRoles()).includes(role),
      };
    },

    async beginOwnEnrolment(userId: string): Promise<TotpEnrolment> {
      const user = await userById(db, userId);
      if (!user) throw new DomainError('not_found', 'not_found', 'This account does not exist.');
      if (user.totpEnabledAt) {
        throw new DomainError(
          'conflict',
          'mfa_enabled',
          'Two-factor sign-in is already on. Turn it off first to set it up again.',
        );
      }
      return codes.startEnrolment(user);
    },

    async confirmOwnEnrolment(actor: StaffActor, code: string): Promise<string[]> {
      const user = await userById(db, actor.id);
      if (!user) throw new DomainError('not_found', 'not_found', 'This account does not exist.');
      return codes.finishEnrolment(actor, user, code);
    },

    /** New recovery codes (the old ones stop working); needs a current code. */
    async regenerateRecoveryCodes(actor: StaffActor, code: string): Promise<string[]> {
      const user = await userById(db, actor.id);
      if (!user?.totpEnabledAt) throw new DomainError('conflict', 'mfa_disabled', 'Two-factor sign-in is off.');
      await codes.checkCode(user, code);
      return db.transaction(async (tx) => {
        const fresh = await codes.replaceRecoveryCodes(tx, user.id);
        await recordStaffAction(tx, actor, 'mfa.regenerate_recovery_codes', target(user.id));
        return fresh;
      });
    },

    /** Turns the own two-factor sign-in off (a reset: it can be set up again); needs the password or a code. */
    async disableOwn(actor: StaffActor, proof: { password?: string | undefined; code?: string | undefined }) {
      const user = await userById(db, actor.id);
      if (!user) throw new DomainError('not_found', 'not_found', 'This account does not exist.');
      await codes.countAttempt(user.id);
      if (proof.code) {
        if (!(await codes.acceptCode(user, proof.code))) throw wrongCode();
      } else if (!(await verifyPassword(user.passwordHash, proof.password ?? ''))) {
        const message = 'The password is not correct.';
        throw new DomainError('invalid', 'validation_failed', message, { fields: { password: message } });
      }
      await codes.forgetFailures(user.id);
      await db.transaction(async (tx) => {
        await codes.clear(tx, user.id);
        await recordStaffAction(tx, actor, 'mfa.disable', target(user.id), { proof: proof.code ? 'totp' : 'password' });
      });
    },

    /** A super admin resets another member's two-factor sign-in: it is off and their sessions end. */
    async resetFor(actor: StaffActor & { role: string }, userId: string) {
      if (actor.role !== SUPER_ADMIN_ROLE) {
        throw new DomainError('forbidden', 'super_admin_only', 'Only a super admin can reset two-factor sign-in.');
      }
      if (actor.id === userId) {
        throw new DomainError('conflict', 'own_account', 'Reset your own two-factor sign-in from your profile.');
      }
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId)).for('update');
        if (!row) throw new DomainError('not_found', 'not_found', 'This staff member does not exist.');
        await codes.clear(tx, userId);
        const ended = await tx
          .delete(staffSessions)
          .where(eq(staffSessions.userId, userId))
          .returning({ tokenHash: staffSessions.tokenHash });
        await recordStaffAction(tx, actor, 'mfa.reset', target(userId), {
          wasEnabled: row.totpEnabledAt ? 'yes' : 'no',
          sessionsEnded: ended.length,
        });
      });
    },

    /** The roles that must use two-factor sign-in (super admins set it); unknown roles are refused. */
    async setRequiredRoles(actor: StaffActor & { role: string }, roleIds: string[]): Promise<string[]> {
      if (actor.role !== SUPER_ADMIN_ROLE) {
        throw new DomainError(
          'forbidden',
          'super_admin_only',
          'Only a super admin can change who must use two-factor sign-in.',
        );
      }
      const unique = [...new Set(roleIds)].sort();
      for (const id of unique) {
        if (!(await roles.find(id))) {
          const message = `There is no role "${id}".`;
          throw new DomainError('invalid', 'validation_failed', message, { fields: { requiredRoles: message } });
        }
      }
      const before = await requiredRoles();
      await db.transaction(async (tx) => {
        await tx
          .insert(settings)
          .values({ key: MFA_REQUIRED_ROLES_KEY, value: unique, updatedAt: now() })
          .onConflictDoUpdate({ target: settings.key, set: { value: unique, updatedAt: now() } });
        await recordStaffAction(
          tx,
          actor,
          'mfa.policy',
          { type: 'setting', id: MFA_REQUIRED_ROLES_KEY },
          {
            before: before.join(', ') || null,
            after: unique.join(', ') || null,
          },
        );
      });
      return unique;
    },
  };
}
