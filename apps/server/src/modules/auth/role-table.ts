import {
  ALL_PERMISSIONS,
  isPermission,
  type Permission,
  SUPER_ADMIN_ONLY_RESOURCES,
  SUPER_ADMIN_ROLE,
} from '@atelier/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffRolePermissions, staffRoles } from '../../db/schema/index.ts';
import { type CatalogueCache, createCatalogueCache } from '../catalog/cache.ts';

export interface RoleEntry {
  id: string;
  name: string;
  builtIn: boolean;
  /** What the role grants; super_admin lists every pair (it passes every check anyway). */
  permissions: Permission[];
}

const TABLE_KEY = 'roles';

/**
 * The role → permission table, read from the database (the one truth at run time) and kept per process
 * in a cache that every process drops when a role changes (NOTIFY on the staff roles channel, see
 * modules/staff-users/routes.ts), and after a few seconds anyway. Every authenticated request reads it.
 */
export function createRoleTable(db: Database, cache: CatalogueCache = createCatalogueCache({ ttlMs: 10_000 })) {
  async function load(): Promise<Map<string, RoleEntry>> {
    const roles = await db.select().from(staffRoles).orderBy(asc(staffRoles.createdAt), asc(staffRoles.name));
    const pairs = await db.select().from(staffRolePermissions);
    const table = new Map<string, RoleEntry>();
    for (const role of roles) {
      const all = role.id === SUPER_ADMIN_ROLE;
      table.set(role.id, {
        id: role.id,
        name: role.name,
        builtIn: role.builtIn,
        permissions: all ? [...ALL_PERMISSIONS] : [],
      });
    }
    for (const pair of pairs) {
      const role = table.get(pair.roleId);
      // A pair no longer in RESOURCE_ACTIONS (a renamed permission) grants nothing, nor one no role grants.
      if (
        role &&
        role.id !== SUPER_ADMIN_ROLE &&
        isPermission(pair.resource, pair.action) &&
        !SUPER_ADMIN_ONLY_RESOURCES.has(pair.resource)
      ) {
        role.permissions.push({ resource: pair.resource, action: pair.action } as Permission);
      }
    }
    return table;
  }

  const table = () => cache.get(TABLE_KEY, load);

  return {
    cache,
    /** Every role, in the order they were made (built-in ones first). */
    async list(): Promise<RoleEntry[]> {
      return [...(await table()).values()];
    },
    async find(roleId: string): Promise<RoleEntry | undefined> {
      return (await table()).get(roleId);
    },
    /** A role that is gone grants nothing. */
    async permissionsOf(roleId: string): Promise<Permission[]> {
      return (await table()).get(roleId)?.permissions ?? [];
    },
    /** Forgets the table now (after a change made by this process; other processes hear the NOTIFY). */
    invalidate: () => cache.invalidate(),
  };
}

export type RoleTable = ReturnType<typeof createRoleTable>;
