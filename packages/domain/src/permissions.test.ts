import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  assignRefusal,
  can,
  DEFAULT_ROLE_PERMISSIONS,
  describePermission,
  formatRole,
  isPermission,
  isRole,
  manageRefusal,
  type PermissionHolder,
  RESOURCE_ACTIONS,
  type Resource,
  SUPER_ADMIN_ROLE,
} from './permissions.ts';

describe('permissions', () => {
  it('lets super_admin pass every check', () => {
    expect(can({ role: 'super_admin', permissions: [] }, 'settings', 'update')).toBe(true);
    expect(can({ role: 'super_admin', permissions: [] }, 'users', 'update')).toBe(true);
  });
  it('checks resource and action pairs for other roles', () => {
    const editor = { role: 'content_editor', permissions: DEFAULT_ROLE_PERMISSIONS.content_editor };
    expect(can(editor, 'content', 'update')).toBe(true);
    expect(can(editor, 'designs', 'read')).toBe(true);
    expect(can(editor, 'orders', 'read')).toBe(false);
    expect(can(editor, 'users', 'read')).toBe(false);
    expect(can(null, 'dashboard', 'read')).toBe(false);
    expect(can({ role: 'auditor', permissions: [{ resource: 'users', action: 'read' }] }, 'users', 'read')).toBe(true);
  });
  it('formats roles in upper case with spaces', () => {
    expect(formatRole('super_admin')).toBe('SUPER ADMIN');
    expect(formatRole('content_editor')).toBe('CONTENT EDITOR');
  });
  it('seeds the built-in roles with the permissions the issues list (content editors manage the catalogue too)', () => {
    const pairs = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS) =>
      DEFAULT_ROLE_PERMISSIONS[role].map((held) => `${held.resource}:${held.action}`);
    expect(pairs('content_editor').sort()).toEqual([
      'content:read',
      'content:update',
      'dashboard:read',
      'designs:create',
      'designs:read',
      'designs:update',
      'quotes:read',
      'quotes:update',
    ]);
    expect(pairs('sales')).toEqual(
      expect.arrayContaining(['dashboard:read', 'orders:read', 'orders:update', 'customers:read', 'quotes:update']),
    );
    expect(pairs('sales')).not.toContain('content:update');
  });
  it('only knows actions that exist for the resource', () => {
    for (const held of Object.values(DEFAULT_ROLE_PERMISSIONS).flat()) {
      expect(RESOURCE_ACTIONS[held.resource as Resource]).toContain(held.action);
    }
    expect(ALL_PERMISSIONS).toHaveLength(Object.values(RESOURCE_ACTIONS).flat().length);
    expect(ALL_PERMISSIONS).toContainEqual({ resource: 'users', action: 'update' });
    expect(isPermission('users', 'update')).toBe(true);
    expect(isPermission('users', 'create')).toBe(false);
    expect(isPermission('constructor', 'read')).toBe(false);
  });
  it('describes a permission with an id and a name', () => {
    expect(describePermission({ resource: 'orders', action: 'update' })).toEqual({
      id: 'orders:update',
      name: 'Orders update',
      resource: 'orders',
      action: 'update',
    });
    expect(isRole('sales')).toBe(true);
    expect(isRole('root')).toBe(false);
  });
});

describe('what users:update does not give', () => {
  const hr: PermissionHolder = {
    role: 'hr',
    permissions: [
      { resource: 'users', action: 'read' },
      { resource: 'users', action: 'update' },
    ],
  };
  const superAdmin: PermissionHolder = { role: SUPER_ADMIN_ROLE, permissions: [] };
  const everything = { id: 'everything', permissions: ALL_PERMISSIONS };
  const superAdminRole = { id: SUPER_ADMIN_ROLE, permissions: ALL_PERMISSIONS };

  it('gives only roles whose every permission the giver holds; the super admin role only from a super admin', () => {
    expect(assignRefusal(hr, { id: 'hr', permissions: hr.permissions })).toBeNull();
    expect(assignRefusal(hr, { id: 'readers', permissions: [{ resource: 'users', action: 'read' }] })).toBeNull();
    expect(assignRefusal(hr, { id: 'sales', permissions: DEFAULT_ROLE_PERMISSIONS.sales })).toBe('permission_not_held');
    expect(assignRefusal(hr, superAdminRole)).toBe('super_admin_only');
    // A custom role holding every pair still does not make its holder a super admin.
    expect(assignRefusal({ role: 'everything', permissions: ALL_PERMISSIONS }, superAdminRole)).toBe(
      'super_admin_only',
    );
    expect(assignRefusal(superAdmin, superAdminRole)).toBeNull();
    expect(assignRefusal(superAdmin, everything)).toBeNull();
  });

  it("changes only members whose permissions the manager holds, and a super admin's account only as one", () => {
    expect(manageRefusal(hr, 'hr', { id: 'hr', permissions: hr.permissions })).toBeNull();
    expect(manageRefusal(hr, 'sales', { id: 'sales', permissions: DEFAULT_ROLE_PERMISSIONS.sales })).toBe(
      'permission_not_held',
    );
    expect(manageRefusal(hr, SUPER_ADMIN_ROLE, superAdminRole)).toBe('super_admin_only');
    expect(manageRefusal(hr, 'gone', undefined)).toBeNull();
    expect(manageRefusal(superAdmin, SUPER_ADMIN_ROLE, superAdminRole)).toBeNull();
  });
});
