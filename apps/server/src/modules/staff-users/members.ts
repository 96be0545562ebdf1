import { randomBytes, randomUUID } from 'node:crypto';
import { SUPER_ADMIN_ROLE } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import type {
  CreateStaffMemberInput,
  InviteInfo,
  StaffMember,
  UpdateStaffMemberInput,
} from '@atelier/domain/staff-users';
import { minPasswordLength } from '@atelier/domain/staff-users';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffInvites, staffSessions, staffUsers } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { type AuditDetail, recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { RoleTable } from '../auth/role-table.ts';
import type { EmailService } from '../email/service.ts';
import { findUsableInvite, issueInvite, voidInvites } from './invites.ts';
import { createMemberView, neverSignedIn, notFound, type StaffUserRow } from './member-view.ts';
import { requireMayAssign, requireMayManage, type StaffManager } from './privileges.ts';

const notInvitable = () =>
  new DomainError('conflict', 'not_invited', 'This member has signed in before: reset their password instead.');
const invalid = (field: string, message: string) =>
  new DomainError('invalid', 'validation_failed', message, { fields: { [field]: message } });

/** A password hash nobody knows the password of: the account cannot sign in until a link sets one. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

export interface MembersOptions {
  now: () => Date;
}

/** Staff accounts as /settings/users manages them: list, create or invite, role, (de)activation, resets. */
export function createMembers(
  db: Database,
  env: Pick<Env, 'SESSION_SECRET'>,
  roles: RoleTable,
  email: EmailService,
  { now }: MembersOptions,
) {
  const target = (id: string) => ({ type: 'staff_user' as const, id });
  const view = createMemberView(db, roles);
  const { memberOf } = view;

  /** A manageable account that never signed in, locked: the one an invitation may be resent to or revoked from. */
  async function lockInvitable(tx: Database, actor: StaffManager, id: string): Promise<StaffUserRow> {
    const row = await lockManageable(tx, actor, id);
    if (!neverSignedIn(row)) throw notInvitable();
    return row;
  }

  /** The row, locked for the rest of the transaction. */
  async function lockMember(tx: Database, id: string): Promise<StaffUserRow> {
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  /**
   * Nobody may lock out the studio: the last active super admin cannot lose the role or the account.
   * Every active super admin row is locked, so two admins demoting each other at once cannot both pass.
   */
  async function keepOneSuperAdmin(tx: Database, row: StaffUserRow, what: string) {
    if (row.role !== SUPER_ADMIN_ROLE || !row.isActive) return;
    const admins = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, SUPER_ADMIN_ROLE), eq(staffUsers.isActive, true)))
      .for('update');
    if (!admins.some((admin) => admin.id !== row.id)) {
      throw new DomainError(
        'conflict',
        'last_super_admin',
        `${row.name} is the last active super admin and cannot be ${what}. Make someone else a super admin first.`,
      );
    }
  }

  function notSelf(actor: StaffActor, id: string, what: string) {
    if (actor.id === id) throw new DomainError('conflict', 'own_account', `You cannot ${what} your own account.`);
  }

  async function requireRole(roleId: string) {
    const role = await roles.find(roleId);
    if (!role) throw invalid('role', 'Choose one of the roles.');
    return role;
  }

  /** The member's row, locked, once the manager is known to be allowed to change it (privileges.ts). */
  async function lockManageable(tx: Database, manager: StaffManager, id: string): Promise<StaffUserRow> {
    const row = await lockMember(tx, id);
    requireMayManage(manager, row.role, await roles.find(row.role));
    return row;
  }

  return {
    list: view.list,

    get: (id: string) => memberOf(db, id),

    /** With a password (active at once), or invited: inactive until the e-mailed link sets a password. */
    async create(actor: StaffManager, input: CreateStaffMemberInput & { email: string }): Promise<StaffMember> {
      requireMayAssign(actor, await requireRole(input.role));
      if (input.mode === 'password') {
        const problem = passwordProblem(input.password ?? '', input.role);
        if (problem) throw invalid('password', problem);
      }
      const at = now();
      const id = randomUUID();
      const created = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(eq(staffUsers.email, input.email));
        if (taken)
          throw new DomainError('conflict', 'email_taken', 'A staff account with this e-mail address already exists.', {
            fields: {
              email: 'A staff account with this e-mail address already exists.',
            },
          });
        const invite = input.mode === 'invite';
        await tx.insert(staffUsers).values({
          id,
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash: invite ? await unusablePasswordHash() : await hashPassword(input.password ?? ''),
          isActive: !invite,
          createdAt: at,
          updatedAt: at,
        });
        if (invite) {
          await issueInvite(tx, env, {
            userId: id,
            email: input.email,
            purpose: 'invite',
            createdBy: actor.id,
            now: at,
          });
        }
        await recordStaffAction(tx, actor, invite ? 'staff_user.invite' : 'staff_user.create', target(id), {
          email: input.email,
          role: input.role,
        });
        return memberOf(tx, id);
      });
      if (input.mode === 'invite') email.deliverSoon();
      return created;
    },

    /** Rename or change the role; nobody changes their own role or demotes the last active super admin. */
    async update(actor: StaffManager, id: string, input: UpdateStaffMemberInput): Promise<StaffMember> {
      const newRole = input.role === undefined ? undefined : await requireRole(input.role);
      return db.transaction(async (tx) => {
        const row = await lockManageable(tx, actor, id);
        const detail: AuditDetail = {};
        if (newRole && newRole.id !== row.role) {
          notSelf(actor, id, 'change the role of');
          requireMayAssign(actor, newRole);
          if (input.role !== SUPER_ADMIN_ROLE) await keepOneSuperAdmin(tx, row, 'demoted');
          detail.roleBefore = row.role;
          detail.roleAfter = newRole.id;
        }
        if (input.name !== undefined && input.name !== row.name) {
          detail.nameBefore = row.name;
          detail.nameAfter = input.name;
        }
        if (Object.keys(detail).length === 0) return memberOf(tx, id);
        await tx
          .update(staffUsers)
          .set({ name: input.name ?? row.name, role: input.role ?? row.role, updatedAt: now() })
          .where(eq(staffUsers.id, id));
        await recordStaffAction(tx, actor, 'staff_user.update', target(id), detail);
        return memberOf(tx, id);
      });
    },

    /** Their sessions end at once (the next request answers 401) and their open links stop working. */
    async deactivate(actor: StaffManager, id: string): Promise<StaffMember> {
      notSelf(actor, id, 'deactivate');
      return db.transaction(async (tx) => {
        const row = await lockManageable(tx, actor, id);
        await keepOneSuperAdmin(tx, row, 'deactivated');
        const at = now();
        await tx.update(staffUsers).set({ isActive: false, updatedAt: at }).where(eq(staffUsers.id, id));
        await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
        await voidInvites(tx, id, at);
        await recordStaffAction(tx, actor, 'staff_user.deactivate', target(id), {
          statusBefore: row.isActive ? 'active' : 'inactive',
        });
        return memberOf(tx, id);
      });
    },

    async reactivate(actor: StaffManager, id: string): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await lockManageable(tx, actor, id);
        if (row.isActive) return memberOf(tx, id);
        await tx.update(staffUsers).set({ isActive: true, updatedAt: now() }).where(eq(staffUsers.id, id));
        await recordStaffAction(tx, actor, 'staff_user.reactivate', target(id));
        return memberOf(tx, id);
      });
    },

    /**
     * Sends an account that never signed in a new invitation (its earlier links stop working): for an
     * invitation that expired, went astray or was revoked.
     */
    async resendInvite(actor: StaffManager, id: string): Promise<StaffMember> {
      const member = await db.transaction(async (tx) => {
        const row = await lockInvitable(tx, actor, id);
        await issueInvite(tx, env, {
          userId: id,
          email: row.email,
          purpose: 'invite',
          createdBy: actor.id,
          now: now(),
        });
        await recordStaffAction(tx, actor, 'staff_user.resend_invite', target(id), { email: row.email });
        return memberOf(tx, id);
      });
      email.deliverSoon();
      return member;
    },

    /** Ends an account's open invitation: its link stops working; the account stays, inactive. */
    async revokeInvite(actor: StaffManager, id: string): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await lockInvitable(tx, actor, id);
        await voidInvites(tx, id, now());
        await recordStaffAction(tx, actor, 'staff_user.revoke_invite', target(id), { email: row.email });
        return memberOf(tx, id);
      });
    },

    /**
     * Forces a new password: the old one stops working, every session ends, and a set-password link
     * (valid 48 hours, once) is e-mailed.
     */
    async forcePasswordReset(actor: StaffManager, id: string): Promise<StaffMember> {
      notSelf(actor, id, 'force a password reset on');
      const member = await db.transaction(async (tx) => {
        const row = await lockManageable(tx, actor, id);
        const at = now();
        await tx
          .update(staffUsers)
          .set({ passwordHash: await unusablePasswordHash(), passwordResetRequired: true, updatedAt: at })
          .where(eq(staffUsers.id, id));
        await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
        await issueInvite(tx, env, { userId: id, email: row.email, purpose: 'reset', createdBy: actor.id, now: at });
        await recordStaffAction(tx, actor, 'staff_user.reset_password', target(id));
        return memberOf(tx, id);
      });
      email.deliverSoon();
      return member;
    },

    /** What the public set-password page shows; null for an unknown, used or expired link. */
    async inviteInfo(token: string): Promise<InviteInfo | null> {
      const found = await findUsableInvite(db, token, now());
      if (!found) return null;
      const { user, invite } = found;
      return {
        name: user.name,
        email: user.email,
        purpose: invite.purpose,
        minPasswordLength: minPasswordLength(user.role),
      };
    },

    /**
     * Sets the password through a link, once: an invited account becomes active, a reset one usable again.
     * Returns null when the link is unknown, used or expired.
     */
    async acceptInvite(token: string, password: string, ip: string): Promise<StaffMember | null> {
      const found = await findUsableInvite(db, token, now());
      if (!found) return null;
      const problem = passwordProblem(password, found.user.role);
      if (problem) throw invalid('password', problem);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const at = now();
        // Claims the link: of two concurrent uses only one updates the row.
        const claimed = await tx
          .update(staffInvites)
          .set({ usedAt: at })
          .where(
            and(
              eq(staffInvites.tokenHash, found.invite.tokenHash),
              isNull(staffInvites.usedAt),
              gt(staffInvites.expiresAt, at),
            ),
          )
          .returning({ id: staffInvites.id });
        if (claimed.length === 0) return null;
        const activate = found.invite.purpose === 'invite';
        await tx
          .update(staffUsers)
          .set({ passwordHash, passwordResetRequired: false, updatedAt: at, ...(activate ? { isActive: true } : {}) })
          .where(eq(staffUsers.id, found.user.id));
        await tx.delete(staffSessions).where(eq(staffSessions.userId, found.user.id));
        const self = { id: found.user.id, name: found.user.name, ip };
        await recordStaffAction(
          tx,
          self,
          activate ? 'staff_user.accept_invite' : 'staff_user.set_password',
          target(found.user.id),
        );
        return memberOf(tx, found.user.id);
      });
    },
  };
}
