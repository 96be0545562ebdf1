import { DomainError } from '@atelier/domain/domain-error';
import { groupSecret, MFA_MESSAGES, type TotpEnrolment } from '@atelier/domain/mfa';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffMfaChallenges, staffRecoveryCodes, staffUsers } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { createRateLimiter } from '../../limits/rate-limit.ts';
import { openSealedText, sealText } from '../../sealed-text.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  provisioning,
  recoveryCodeMatches,
  totpKey,
} from './totp.ts';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export const MFA_LIMITS = {
  challengeMs: 5 * 60_000,
  attemptsPerChallenge: 5,
  /** Wrong codes per account across all its challenges and the profile, per window. */
  perAccount: 10,
  windowMs: 15 * 60_000,
} as const;

/** The audit target of a two-factor change: the account. */
export const mfaTarget = (id: string) => ({ type: 'staff_user' as const, id });

export const wrongCode = () =>
  new DomainError('unauthenticated', 'invalid_code', MFA_MESSAGES.wrongCode, {
    fields: { code: MFA_MESSAGES.wrongCode },
  });
const tooMany = (retryAfterSeconds: number) =>
  new DomainError('too_many', 'rate_limited', 'Too many codes were tried. Please wait a few minutes and try again.', {
    retryAfterSeconds,
  });

/**
 * An account's second factor: its TOTP secret (sealed at rest), the codes checked against it (each step
 * once, attempts counted per account) and its single-use recovery codes.
 */
export function createMfaCodes({ db, env, now }: { db: Database; env: Pick<Env, 'SESSION_SECRET'>; now: () => Date }) {
  const key = totpKey(env.SESSION_SECRET);
  const codeAttempts = createRateLimiter(
    db,
    { name: 'mfa:account', limit: MFA_LIMITS.perAccount, windowMs: MFA_LIMITS.windowMs },
    { now },
  );
  const target = mfaTarget;

  /** Counts one code attempt for the account; refuses once the account's window is used up. */
  async function countAttempt(userId: string) {
    const result = await codeAttempts.hit(userId);
    if (!result.allowed) throw tooMany(result.retryAfterSeconds);
  }

  /**
   * Checks a code against the stored secret and records its step, in one statement that only succeeds
   * for a step after the last accepted one, so the same code sent twice at once passes only once.
   */
  async function acceptCode(user: StaffUserRow, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const secret = openSealedText(key, user.id, user.totpSecret);
    const step = await matchTotp(secret, code, now(), user.totpLastStep);
    if (step === null) return false;
    const updated = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(and(eq(staffUsers.id, user.id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
      .returning({ id: staffUsers.id });
    return updated.length === 1;
  }

  /** A code attempt counted against the account; success forgets the account's failures. */
  async function checkCode(user: StaffUserRow, code: string) {
    await countAttempt(user.id);
    if (!(await acceptCode(user, code))) throw wrongCode();
    await codeAttempts.reset(user.id);
  }

  /** Marks one unused recovery code used; false when none matches. */
  async function useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const unused = await db
      .select()
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
    const match = unused.find((row) => recoveryCodeMatches(row.codeHash, code));
    if (!match) return false;
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now() })
      .where(and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    return used.length === 1;
  }

  async function recoveryCodesLeft(tx: Database, userId: string) {
    const [row] = await tx
      .select({ left: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
    return row?.left ?? 0;
  }

  /** Replaces the account's recovery codes; the plain codes are returned once and never stored. */
  async function replaceRecoveryCodes(tx: Database, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now() })));
    return codes;
  }

  /** A new secret kept on the account (not yet enabled) until a first code confirms it. */
  async function startEnrolment(user: StaffUserRow): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    await db
      .update(staffUsers)
      .set({ totpSecret: sealText(key, user.id, secret), totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffUsers.id, user.id));
    return { ...(await provisioning(secret, user.email)), secret: groupSecret(secret) };
  }

  /** The first code turns the pending secret on; returns the recovery codes to show once. */
  async function finishEnrolment(actor: StaffActor, user: StaffUserRow, code: string): Promise<string[]> {
    if (!user.totpSecret || user.totpEnabledAt) {
      throw new DomainError('conflict', 'mfa_not_enrolling', 'Start setting up two-factor sign-in again.');
    }
    await checkCode(user, code);
    return db.transaction(async (tx) => {
      await tx.update(staffUsers).set({ totpEnabledAt: now(), updatedAt: now() }).where(eq(staffUsers.id, user.id));
      const codes = await replaceRecoveryCodes(tx, user.id);
      await recordStaffAction(tx, actor, 'mfa.enrol', target(user.id));
      return codes;
    });
  }

  /** Two-factor sign-in off for the account: secret, codes and pending sign-ins gone. */
  async function clear(tx: Database, userId: string) {
    await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now() })
      .where(eq(staffUsers.id, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.delete(staffMfaChallenges).where(eq(staffMfaChallenges.userId, userId));
  }

  return {
    countAttempt,
    acceptCode,
    checkCode,
    /** A right code (or password) forgets the account's wrong ones. */
    forgetFailures: (userId: string) => codeAttempts.reset(userId),
    useRecoveryCode,
    recoveryCodesLeft,
    replaceRecoveryCodes,
    startEnrolment,
    finishEnrolment,
    clear,
  };
}
