import { type Permission, SUPER_ADMIN_ROLE } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { roleIdOf, type StaffRole } from '@atelier/domain/staff-users';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffRolePermissions, staffRoles, staffUsers } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { RoleTable } from '../auth/role-table.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { requireRoleEditor, type StaffManager } from './privileges.ts';

export interface RoleInput {
  name: string;
  permissions: Permission[];
}

const notFound = () => new DomainError('not_found', 'not_found', 'This role does not exist.');
const pairsText = (permissions: readonly Permission[]) =>
  permissions
    .map((pair) => `${pair.resource}:${pair.action}`)
    .sort()
    .join(', ');
const unique = (permissions: readonly Permission[]) => [
  ...new Map(permissions.map((pair) => [`${pair.resource}:${pair.action}`, pair])).values(),
];

/**
 * Roles as data, edited by super admins only: the built-in ones (their permissions may be edited, except super_admin's, which passes
 * every check) and custom ones. Each change is announced on the staff roles channel in its transaction,
 * so every server process reads the table again as soon as it commits.
 */
export function createRoles(db: Database, table: RoleTable, now: () => Date) {
  const target = (id: string) => ({ type: 'staff_role' as const, id });

  async function memberCounts() {
    const rows = await db.select({ role: staffUsers.role, members: count() }).from(staffUsers).groupBy(staffUsers.role);
    return new Map(rows.map((row) => [row.role, row.members]));
  }

  async function writePermissions(tx: Database, roleId: string, permissions: readonly Permission[]) {
    await tx.delete(staffRolePermissions).where(eq(staffRolePermissions.roleId, roleId));
    if (permissions.length > 0) {
      await tx.insert(staffRolePermissions).values(permissions.map((pair) => ({ roleId, ...pair })));
    }
  }

  async function nameTaken(tx: Database, name: string, exceptId?: string) {
    const [row] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.name, name));
    return Boolean(row && row.id !== exceptId);
  }

  const nameConflict = () =>
    new DomainError('conflict', 'name_taken', 'A role with this name already exists.', {
      fields: {
        name: 'A role with this name already exists.',
      },
    });

  async function changed(tx: Database, roleId: string) {
    await publish(tx, LIVE_CHANNELS.staffRoles, { roleId });
  }

  async function get(id: string): Promise<StaffRole> {
    const role = await table.find(id);
    if (!role) throw notFound();
    return {
      id: role.id,
      name: role.name,
      builtIn: role.builtIn,
      allPermissions: role.id === SUPER_ADMIN_ROLE,
      permissions: role.permissions,
      memberCount: (await memberCounts()).get(role.id) ?? 0,
    };
  }

  /** Runs a change, then forgets this process's copy of the table (the NOTIFY reaches the others). */
  async function change<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } finally {
      table.invalidate();
    }
  }

  return {
    async list(): Promise<StaffRole[]> {
      const counts = await memberCounts();
      return (await table.list()).map((role) => ({
        id: role.id,
        name: role.name,
        builtIn: role.builtIn,
        allPermissions: role.id === SUPER_ADMIN_ROLE,
        permissions: role.permissions,
        memberCount: counts.get(role.id) ?? 0,
      }));
    },

    get,

    async create(actor: StaffManager, input: RoleInput): Promise<StaffRole> {
      requireRoleEditor(actor);
      const id = roleIdOf(input.name);
      if (id.length < 2) {
        throw new DomainError('invalid', 'validation_failed', 'Use letters or digits in the name.', {
          fields: {
            name: 'Use letters or digits in the name.',
          },
        });
      }
      const permissions = unique(input.permissions);
      await change(async (tx) => {
        const [existing] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.id, id));
        if (existing || (await nameTaken(tx, input.name))) throw nameConflict();
        const at = now();
        await tx.insert(staffRoles).values({ id, name: input.name, builtIn: false, createdAt: at, updatedAt: at });
        await writePermissions(tx, id, permissions);
        await recordStaffAction(tx, actor, 'staff_role.create', target(id), {
          name: input.name,
          permissionsAfter: pairsText(permissions),
        });
        await changed(tx, id);
      });
      return get(id);
    },

    /** New name and permissions; a built-in role keeps its name, super_admin cannot be edited. */
    async update(actor: StaffManager, id: string, input: RoleInput): Promise<StaffRole> {
      requireRoleEditor(actor);
      if (id === SUPER_ADMIN_ROLE) {
        throw new DomainError(
          'conflict',
          'role_fixed',
          'The super admin role passes every check and cannot be edited.',
        );
      }
      const permissions = unique(input.permissions);
      await change(async (tx) => {
        const [role] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
        if (!role) throw notFound();
        if (role.builtIn && input.name !== role.name) {
          throw new DomainError('conflict', 'role_fixed', 'A built-in role keeps its name.', {
            fields: {
              name: 'A built-in role keeps its name.',
            },
          });
        }
        if (await nameTaken(tx, input.name, id)) throw nameConflict();
        const before = await tx.select().from(staffRolePermissions).where(eq(staffRolePermissions.roleId, id));
        await tx.update(staffRoles).set({ name: input.name, updatedAt: now() }).where(eq(staffRoles.id, id));
        await writePermissions(tx, id, permissions);
        await recordStaffAction(tx, actor, 'staff_role.update', target(id), {
          nameBefore: role.name,
          nameAfter: input.name,
          permissionsBefore: pairsText(before as Permission[]),
          permissionsAfter: pairsText(permissions),
        });
        await changed(tx, id);
      });
      return get(id);
    },

    /** Only a custom role nobody holds can be deleted. */
    async remove(actor: StaffManager, id: string): Promise<void> {
      requireRoleEditor(actor);
      await change(async (tx) => {
        const [role] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
        if (!role) throw notFound();
        if (role.builtIn) throw new DomainError('conflict', 'role_fixed', 'A built-in role cannot be deleted.');
        const [holders] = await tx.select({ members: count() }).from(staffUsers).where(eq(staffUsers.role, id));
        const members = holders?.members ?? 0;
        if (members > 0) {
          throw new DomainError(
            'conflict',
            'role_in_use',
            `${members === 1 ? 'One staff member has' : `${members} staff members have`} this role. Give them another role first.`,
          );
        }
        const before = await tx.select().from(staffRolePermissions).where(eq(staffRolePermissions.roleId, id));
        await tx.delete(staffRoles).where(eq(staffRoles.id, id));
        await recordStaffAction(tx, actor, 'staff_role.delete', target(id), {
          name: role.name,
          permissionsBefore: pairsText(before as Permission[]),
        });
        await changed(tx, id);
      });
    },
  };
}
