import { assignRefusal, isSuperAdmin, manageRefusal, type PermissionHolder } from '@atelier/domain/permissions';
import type { StaffMember, StaffRole } from '@atelier/domain/staff-users';
import { formatDateTime } from '../../components/date-time';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-states';
import { type BadgeTone, StatusBadge } from '../../components/status-badge';
import { SimpleTable } from '../../components/table-card';
import { type MemberAction, useStaffMembers } from './api';
import { AddMember, EditMember, MemberActionButton, smallButtonClass } from './member-dialogs';

const STATUS_LABELS: Record<StaffMember['status'], string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
};

const STATUS_TONES: Record<StaffMember['status'], BadgeTone> = {
  active: 'success',
  invited: 'info',
  deactivated: 'neutral',
};

const COLUMNS = [
  { label: 'Member' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Last sign-in' },
  { label: 'MFA' },
  { label: 'Actions' },
];

/**
 * What a member's row offers: an invited member (who never signed in) is invited again or has the
 * invitation revoked; an account that signed in before is deactivated or reactivated, and reset.
 */
function rowActions(member: StaffMember): MemberAction[] {
  if (member.status === 'invited') return ['resend-invite', 'revoke-invite'];
  if (member.status === 'deactivated' && !member.lastLogin) return ['resend-invite'];
  return [member.status === 'active' ? 'deactivate' : 'reactivate', 'reset-password'];
}

interface MembersTabProps {
  roles: StaffRole[];
  /** The signed-in member: what they hold decides which roles they may give and whom they may change. */
  manager: PermissionHolder & { id: string };
  canUpdate: boolean;
  announce(message: string): void;
  onShowActivity(member: StaffMember): void;
}

/** Staff with role, status, last sign-in and two-factor state; changes for those with users update. */
export function MembersTab({ roles, manager, canUpdate, announce, onShowActivity }: MembersTabProps) {
  const query = useStaffMembers();
  if (query.isError && !query.data) {
    return (
      <ErrorState title="The staff could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <LoadingState>Loading the staff...</LoadingState>;
  const members = query.data;
  const assignable = roles.filter((role) => assignRefusal(manager, role) === null);
  const mayManage = (member: StaffMember) =>
    canUpdate &&
    manageRefusal(
      manager,
      member.role,
      roles.find((role) => role.id === member.role),
    ) === null;
  return (
    <section aria-labelledby="members-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="members-title" className="text-lg font-semibold">
          Staff members
        </h2>
        {canUpdate ? <AddMember roles={assignable} announce={announce} /> : null}
      </div>
      {members.length === 0 ? (
        <EmptyState>No staff members yet.</EmptyState>
      ) : (
        <SimpleTable
          caption="Staff members with their role, status, last sign-in and MFA state"
          columns={COLUMNS}
          headCellClass="px-4 py-3 font-medium"
        >
          <tbody>
            {members.map((member) => {
              const self = member.id === manager.id;
              return (
                <tr key={member.id} className="border-t border-border">
                  <th scope="row" className="px-4 py-3 font-normal">
                    <span className="block font-medium">
                      {member.name}
                      {self ? <span className="text-muted-fg"> (you)</span> : null}
                    </span>
                    <span className="block text-muted-fg">{member.email}</span>
                  </th>
                  <td className="px-4 py-3">{member.roleName}</td>
                  <td className="px-4 py-3">
                    <StatusBadge tone={STATUS_TONES[member.status]}>{STATUS_LABELS[member.status]}</StatusBadge>
                    {member.passwordResetRequired ? (
                      <span className="mt-1 block text-xs text-muted-fg">Password reset pending</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    {member.lastLogin ? (
                      <time dateTime={member.lastLogin}>{formatDateTime(member.lastLogin)}</time>
                    ) : (
                      'Never'
                    )}
                  </td>
                  <td className="px-4 py-3">{member.mfaEnabled ? 'On' : 'Off'}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={smallButtonClass}
                        aria-label={`Activity of ${member.name}`}
                        onClick={() => onShowActivity(member)}
                      >
                        Activity
                      </button>
                      {mayManage(member) ? (
                        <>
                          <EditMember member={member} roles={assignable} announce={announce} />
                          {self ? null : (
                            <>
                              {rowActions(member).map((action) => (
                                <MemberActionButton key={action} member={member} action={action} announce={announce} />
                              ))}
                              {isSuperAdmin(manager) && member.mfaEnabled ? (
                                <MemberActionButton member={member} action="reset-mfa" announce={announce} />
                              ) : null}
                            </>
                          )}
                        </>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </SimpleTable>
      )}
    </section>
  );
}
