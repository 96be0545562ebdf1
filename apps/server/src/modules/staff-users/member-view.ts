import { DomainError } from '@atelier/domain/domain-error';
import type { StaffMember } from '@atelier/domain/staff-users';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffInvites, staffUsers } from '../../db/schema/index.ts';
import type { RoleTable } from '../auth/role-table.ts';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export const notFound = () => new DomainError('not_found', 'not_found', 'This staff member does not exist.');

/** Not active and never signed in: still waiting for its first password. */
export const neverSignedIn = (row: StaffUserRow) => !row.isActive && !row.lastLoginAt;

/** What every view of a staff account shows first: who it is, its role (with the role's name) and the last sign-in. */
export async function accountBasics(row: StaffUserRow, roles: RoleTable) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    roleName: (await roles.find(row.role))?.name ?? row.role,
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** Staff accounts as /settings/users shows them: with their role's name and whether they are still invited. */
export function createMemberView(db: Database, roles: RoleTable) {
  async function toMember(row: StaffUserRow, invited: boolean): Promise<StaffMember> {
    return {
      ...(await accountBasics(row, roles)),
      status: row.isActive ? 'active' : invited ? 'invited' : 'deactivated',
      mfaEnabled: Boolean(row.totpEnabledAt),
      passwordResetRequired: row.passwordResetRequired,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Whether the account still waits for its first password (an unused invitation, expired or not). */
  async function isInvited(tx: Database, row: StaffUserRow): Promise<boolean> {
    if (!neverSignedIn(row)) return false;
    const [pending] = await tx
      .select({ id: staffInvites.id })
      .from(staffInvites)
      .where(and(eq(staffInvites.userId, row.id), eq(staffInvites.purpose, 'invite'), isNull(staffInvites.usedAt)))
      .limit(1);
    return Boolean(pending);
  }

  async function memberOf(tx: Database, id: string): Promise<StaffMember> {
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id));
    if (!row) throw notFound();
    return toMember(row, await isInvited(tx, row));
  }

  async function list(): Promise<StaffMember[]> {
    const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email));
    const pending = await db
      .selectDistinct({ userId: staffInvites.userId })
      .from(staffInvites)
      .where(and(eq(staffInvites.purpose, 'invite'), isNull(staffInvites.usedAt)));
    const invited = new Set(pending.map((row) => row.userId));
    return Promise.all(rows.map((row) => toMember(row, neverSignedIn(row) && invited.has(row.id))));
  }

  return { list, memberOf };
}
