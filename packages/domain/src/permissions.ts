export const RESOURCE_ACTIONS = {
  dashboard: ['read'],
  designs: ['read', 'create', 'update'],
  orders: ['read', 'update'],
  /** export: a customer's data export, issued on their written request (decision 044). */
  customers: ['read', 'export'],
  content: ['read', 'update'],
  analytics: ['read'],
  settings: ['read', 'update'],
  users: ['read', 'update'],
  support: ['read', 'update'],
  /** Promotion codes and their reports (decision 049). */
  promotions: ['read', 'update'],
  /** Modification quotes and their drawings (decision 053). */
  quotes: ['read', 'update'],
  /** Make, download and delete backups: held by super admins only (see SUPER_ADMIN_ONLY_RESOURCES). */
  backups: ['manage'],
} as const;

export type Resource = keyof typeof RESOURCE_ACTIONS;
export type Action = (typeof RESOURCE_ACTIONS)[Resource][number];
export interface Permission {
  resource: Resource;
  action: Action;
}

/** The built-in roles (created by migration 0009); custom roles are rows of the same role table. */
export const ROLES = ['super_admin', 'content_editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];
export const SUPER_ADMIN_ROLE = 'super_admin' satisfies Role;

const p = (resource: Resource, action: Action): Permission => ({ resource, action });

/** Every resource and action pair there is, in the order of RESOURCE_ACTIONS. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.entries(RESOURCE_ACTIONS).flatMap(([resource, actions]) =>
  actions.map((action) => p(resource as Resource, action)),
);

/**
 * Resources no role grants, whatever its rows say: only a super admin holds them. A backup is every
 * customer, every password hash and the means to read the shop's secrets.
 */
export const SUPER_ADMIN_ONLY_RESOURCES: ReadonlySet<Resource> = new Set<Resource>(['backups']);

/** The resources a role may grant, in the order of RESOURCE_ACTIONS (the checkbox grid's rows). */
export const GRANTABLE_RESOURCES = (Object.keys(RESOURCE_ACTIONS) as Resource[]).filter(
  (resource) => !SUPER_ADMIN_ONLY_RESOURCES.has(resource),
);

/** Every pair a role may grant. */
export const GRANTABLE_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter(
  (pair) => !SUPER_ADMIN_ONLY_RESOURCES.has(pair.resource),
);

/**
 * What migration 0009 seeded the built-in roles with. At run time the role table in the database is
 * the one truth (roles are edited there); this copy only documents the seed and serves tests.
 * super_admin holds no rows: it passes every check.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super_admin: [],
  content_editor: [
    p('dashboard', 'read'),
    p('content', 'read'),
    p('content', 'update'),
    p('designs', 'read'),
    p('designs', 'create'),
    p('designs', 'update'),
    p('quotes', 'read'),
    p('quotes', 'update'),
  ],
  sales: [
    p('dashboard', 'read'),
    p('orders', 'read'),
    p('orders', 'update'),
    p('customers', 'read'),
    p('support', 'read'),
    p('support', 'update'),
    p('promotions', 'read'),
    p('promotions', 'update'),
    p('quotes', 'read'),
    p('quotes', 'update'),
  ],
};

export interface PermissionHolder {
  role: string;
  permissions: readonly Permission[];
}

/** The one permission check: the sidebar, the page routes and the API all ask it. */
export function can(user: PermissionHolder | null | undefined, resource: Resource, action: Action): boolean {
  if (!user) return false;
  if (user.role === SUPER_ADMIN_ROLE) return true;
  if (SUPER_ADMIN_ONLY_RESOURCES.has(resource)) return false;
  return user.permissions.some((held) => held.resource === resource && held.action === action);
}

/** Whether a resource and action pair exists (a stored or submitted pair is checked against it). */
export function isPermission(resource: string, action: string): resource is Resource {
  if (!Object.hasOwn(RESOURCE_ACTIONS, resource)) return false;
  return (RESOURCE_ACTIONS[resource as Resource] as readonly string[]).includes(action);
}

/** 'super_admin' → 'SUPER ADMIN' */
export function formatRole(role: string): string {
  return role.replaceAll('_', ' ').toUpperCase();
}

/** A permission as the admin API shows it (SPEC §3: id, name, resource, action). */
export interface PermissionRecord extends Permission {
  id: string;
  name: string;
}

export function describePermission(permission: Permission): PermissionRecord {
  const resource = permission.resource[0]?.toUpperCase() + permission.resource.slice(1);
  return {
    id: `${permission.resource}:${permission.action}`,
    name: `${resource} ${permission.action}`,
    resource: permission.resource,
    action: permission.action,
  };
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * What holding `users:update` does not give (the server refuses it, the admin does not offer it):
 * - only a super admin edits roles, sets the two-factor policy, gives the super admin role or changes a
 *   super admin's account;
 * - nobody gives a role, or changes a member holding a role, with a permission they do not hold.
 * Each check answers null when allowed, else the reason (the API's error code).
 */
export type PrivilegeRefusal = 'super_admin_only' | 'permission_not_held';

interface RoleGrant {
  id: string;
  /** As stored or as the API lists them: a pair that does not exist is not held by anyone but super admins. */
  permissions: readonly { resource: string; action: string }[];
}

export const isSuperAdmin = (holder: PermissionHolder | null | undefined) => holder?.role === SUPER_ADMIN_ROLE;

const holdsAll = (holder: PermissionHolder, permissions: RoleGrant['permissions']) =>
  permissions.every(
    (pair) => isPermission(pair.resource, pair.action) && can(holder, pair.resource, pair.action as Action),
  );

/** May the manager give this role (to a new member or as a change of role)? */
export function assignRefusal(manager: PermissionHolder, role: RoleGrant): PrivilegeRefusal | null {
  if (role.id === SUPER_ADMIN_ROLE && !isSuperAdmin(manager)) return 'super_admin_only';
  return holdsAll(manager, role.permissions) ? null : 'permission_not_held';
}

/** May the manager change the account of a member with this role? A role that is gone grants nothing. */
export function manageRefusal(
  manager: PermissionHolder,
  memberRoleId: string,
  memberRole: RoleGrant | undefined,
): PrivilegeRefusal | null {
  if (memberRoleId === SUPER_ADMIN_ROLE && !isSuperAdmin(manager)) return 'super_admin_only';
  return !memberRole || holdsAll(manager, memberRole.permissions) ? null : 'permission_not_held';
}
