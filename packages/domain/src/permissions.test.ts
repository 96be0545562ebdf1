import { describe, expect, it } from 'vitest';
import {
  can,
  describePermission,
  formatRole,
  isRole,
  permissionsForRole,
  RESOURCE_ACTIONS,
  type Resource,
} from './permissions.ts';

describe('permissions', () => {
  it('lets super_admin pass every check', () => {
    expect(can({ role: 'super_admin', permissions: [] }, 'settings', 'update')).toBe(true);
  });
  it('checks resource and action pairs for other roles', () => {
    const editor = { role: 'content_editor', permissions: permissionsForRole('content_editor') };
    expect(can(editor, 'content', 'update')).toBe(true);
    expect(can(editor, 'designs', 'read')).toBe(true);
    expect(can(editor, 'orders', 'read')).toBe(false);
    expect(can(null, 'dashboard', 'read')).toBe(false);
    expect(permissionsForRole('nobody')).toEqual([]);
  });
  it('formats roles in upper case with spaces', () => {
    expect(formatRole('super_admin')).toBe('SUPER ADMIN');
    expect(formatRole('content_editor')).toBe('CONTENT EDITOR');
  });
  it('gives the demo roles the permissions the issues list (content editors manage the catalogue too)', () => {
    const pairs = (role: string) => permissionsForRole(role).map((held) => `${held.resource}:${held.action}`);
    expect(pairs('content_editor').sort()).toEqual([
      'content:read',
      'content:update',
      'dashboard:read',
      'designs:create',
      'designs:read',
      'designs:update',
    ]);
    expect(pairs('sales')).toEqual(
      expect.arrayContaining(['dashboard:read', 'orders:read', 'orders:update', 'customers:read']),
    );
    expect(pairs('sales')).not.toContain('content:update');
  });
  it('only grants actions that exist for the resource', () => {
    for (const role of ['super_admin', 'content_editor', 'sales']) {
      for (const held of permissionsForRole(role)) {
        expect(RESOURCE_ACTIONS[held.resource as Resource]).toContain(held.action);
      }
    }
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
