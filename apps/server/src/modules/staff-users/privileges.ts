import {
  assignRefusal,
  isSuperAdmin,
  manageRefusal,
  type PermissionHolder,
  type PrivilegeRefusal,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { RoleEntry } from '../auth/role-table.ts';

/**
 * The staff member making a change to staff accounts or roles: who they are (for the audit log) and what
 * they hold (for the rules of @atelier/domain's permissions.ts, which the admin also follows).
 */
export type StaffManager = StaffActor & PermissionHolder;

/**
 * Refusals of a route the member may call, for what they asked of it: their own codes, so that neither
 * a client nor the endpoint × role test mistakes them for a missing permission (`forbidden`).
 */
const refused = (code: PrivilegeRefusal, message: string) => new DomainError('forbidden', code, message);

export function requireRoleEditor(manager: StaffManager) {
  if (!isSuperAdmin(manager)) {
    throw refused('super_admin_only', 'Only a super admin can create, edit or delete roles.');
  }
}

/** The manager may give this role to someone (at creation or as a change of role). */
export function requireMayAssign(manager: StaffManager, role: RoleEntry) {
  const refusal = assignRefusal(manager, role);
  if (refusal === 'super_admin_only') {
    throw refused(refusal, 'Only a super admin can give the super admin role.');
  }
  if (refusal) throw refused(refusal, 'You can only give a role whose permissions you hold yourself.');
}

/** The manager may change this member's account (name, role, activation, password reset). */
export function requireMayManage(manager: StaffManager, memberRoleId: string, memberRole: RoleEntry | undefined) {
  const refusal = manageRefusal(manager, memberRoleId, memberRole);
  if (refusal === 'super_admin_only') {
    throw refused(refusal, "Only a super admin can change a super admin's account.");
  }
  if (refusal) throw refused(refusal, 'You can only change staff members whose permissions you hold yourself.');
}
