import { DomainError } from '@atelier/domain/domain-error';
import { describeDevice, minPasswordLength, type OwnSession, type Profile } from '@atelier/domain/staff-users';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/index.ts';
import { createRateLimiter } from '../../limits/rate-limit.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { RoleTable } from '../auth/role-table.ts';
import type { AuthenticatedStaff } from '../auth/service.ts';
import { accountBasics } from './member-view.ts';

/** A session's public id: a prefix of its token hash (the hash itself stays on the server). */
const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, 16);

/** The signed-in member's own account: name, password and sessions. */
export function createProfile(db: Database, roles: RoleTable, now: () => Date) {
  // A stolen session must not become a way to guess the current password (ASVS V6.3).
  const passwordAttempts = createRateLimiter(
    db,
    { name: 'password-change', limit: 10, windowMs: 15 * 60_000 },
    { now },
  );
  const target = (staff: AuthenticatedStaff) => ({ type: 'staff_user' as const, id: staff.user.id });

  async function get(userId: string): Promise<Profile> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId));
    if (!row) throw new DomainError('not_found', 'not_found', 'This account does not exist.');
    return {
      ...(await accountBasics(row, roles)),
      minPasswordLength: minPasswordLength(row.role),
    };
  }

  /** Every session but the current one ends. */
  const endOtherSessions = (tx: Database, staff: AuthenticatedStaff) =>
    tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.userId, staff.user.id), ne(staffSessions.tokenHash, staff.tokenHash)))
      .returning({ tokenHash: staffSessions.tokenHash });

  return {
    get: (staff: AuthenticatedStaff) => get(staff.user.id),

    async rename(staff: AuthenticatedStaff, actor: StaffActor, name: string): Promise<Profile> {
      if (name !== staff.user.name) {
        await db.transaction(async (tx) => {
          await tx.update(staffUsers).set({ name, updatedAt: now() }).where(eq(staffUsers.id, staff.user.id));
          await recordStaffAction(tx, actor, 'profile.update', target(staff), {
            nameBefore: staff.user.name,
            nameAfter: name,
          });
        });
      }
      return get(staff.user.id);
    },

    /** The current password is required; on success every other session ends. */
    async changePassword(
      staff: AuthenticatedStaff,
      actor: StaffActor,
      input: { currentPassword: string; newPassword: string },
    ) {
      const attempt = await passwordAttempts.hit(staff.user.id);
      if (!attempt.allowed) {
        throw new DomainError(
          'too_many',
          'rate_limited',
          'Too many attempts. Please wait a few minutes and try again.',
          {
            retryAfterSeconds: attempt.retryAfterSeconds,
          },
        );
      }
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staff.user.id));
      if (!row) throw new DomainError('not_found', 'not_found', 'This account does not exist.');
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        const message = 'The current password is not correct.';
        throw new DomainError('invalid', 'validation_failed', message, { fields: { currentPassword: message } });
      }
      const problem = passwordProblem(input.newPassword, row.role);
      if (problem) throw new DomainError('invalid', 'validation_failed', problem, { fields: { newPassword: problem } });
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ passwordHash, passwordResetRequired: false, updatedAt: now() })
          .where(eq(staffUsers.id, staff.user.id));
        const ended = await endOtherSessions(tx, staff);
        await recordStaffAction(tx, actor, 'profile.change_password', target(staff), {
          sessionsEnded: ended.length,
        });
      });
      await passwordAttempts.reset(staff.user.id);
    },

    async sessions(staff: AuthenticatedStaff): Promise<OwnSession[]> {
      const at = now();
      const rows = await db
        .select()
        .from(staffSessions)
        .where(
          and(
            eq(staffSessions.userId, staff.user.id),
            gt(staffSessions.idleExpiresAt, at),
            gt(staffSessions.absoluteExpiresAt, at),
          ),
        )
        .orderBy(desc(staffSessions.lastSeenAt));
      return rows.map((row) => ({
        id: sessionIdOf(row.tokenHash),
        current: row.tokenHash === staff.tokenHash,
        device: describeDevice(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },

    async signOutOthers(staff: AuthenticatedStaff, actor: StaffActor): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await endOtherSessions(tx, staff);
        await recordStaffAction(tx, actor, 'profile.sign_out_others', target(staff), {
          sessionsEnded: ended.length,
        });
        return ended.length;
      });
    },
  };
}
