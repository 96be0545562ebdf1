import { describe, expect, it } from 'vitest';
import { can, formatRole, permissionsForRole } from './permissions.ts';

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
});
