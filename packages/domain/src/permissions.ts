export const RESOURCE_ACTIONS = {
  dashboard: ['read'],
  designs: ['read', 'create', 'update'],
  orders: ['read', 'update'],
  customers: ['read'],
  content: ['read', 'update'],
  analytics: ['read'],
  settings: ['read', 'update'],
  users: ['read'],
  support: ['read', 'update'],
} as const;

export type Resource = keyof typeof RESOURCE_ACTIONS;
export type Action = (typeof RESOURCE_ACTIONS)[Resource][number];
export interface Permission {
  resource: Resource;
  action: Action;
}

export const ROLES = ['super_admin', 'content_editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

const p = (resource: Resource, action: Action): Permission => ({ resource, action });

/** The role → permission table. super_admin is not listed: it passes every check. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super_admin: [p('dashboard', 'read'), p('designs', 'read'), p('orders', 'read')],
  content_editor: [
    p('dashboard', 'read'),
    p('content', 'read'),
    p('content', 'update'),
    p('designs', 'read'),
    p('designs', 'create'),
    p('designs', 'update'),
  ],
  sales: [
    p('dashboard', 'read'),
    p('orders', 'read'),
    p('orders', 'update'),
    p('customers', 'read'),
    p('support', 'read'),
    p('support', 'update'),
  ],
};

export interface PermissionHolder {
  role: string;
  permissions: readonly Permission[];
}

export function can(user: PermissionHolder | null | undefined, resource: Resource, action: Action): boolean {
  if (!user) return false;
  if (user.role === 'super_admin') return true;
  return user.permissions.some((held) => held.resource === resource && held.action === action);
}

export function permissionsForRole(role: string): Permission[] {
  return [...(ROLE_PERMISSIONS[role as Role] ?? [])];
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
