import type { AuditEntry, StaffMember } from '@atelier/domain/staff-users';
import { useId, useState } from 'react';
import { Pagination } from '../../components/data-table/pagination';
import { formatDateTime } from '../../components/date-time';
import { inputClass, labelClass } from '../../components/form-styles';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-states';
import { useMemberAudit, useStaffMembers } from './api';

const SUBJECTS: Record<string, string> = { mfa: 'two-factor' };

/** 'staff_user.reset_password' → 'Staff user: reset password'; 'mfa.reset' → 'Two-factor: reset' */
export const describeAction = (action: string) => {
  const [subject = '', verb = ''] = action.split('.');
  return `${SUBJECTS[subject] ?? subject.replaceAll('_', ' ')}: ${verb.replaceAll('_', ' ')}`.replace(/^./, (first) =>
    first.toUpperCase(),
  );
};

const describeDetail = (detail: AuditEntry['detail']) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${value ?? '—'}`)
    .join('; ');

interface ActivityTabProps {
  memberId: string | null;
  onMemberChange(id: string): void;
}

/** The audit log per member: what they did and what was done to their account, filterable by action. */
export function ActivityTab({ memberId, onMemberChange }: ActivityTabProps) {
  const members = useStaffMembers();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const memberSelectId = useId();
  const actionSelectId = useId();
  const list: StaffMember[] = members.data ?? [];
  const chosen = memberId ?? list[0]?.id ?? null;
  const audit = useMemberAudit(chosen, page, action);

  return (
    <section aria-labelledby="activity-title" className="space-y-4">
      <h2 id="activity-title" className="text-lg font-semibold">
        Activity per member
      </h2>
      <div className="flex flex-wrap gap-4">
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={memberSelectId} className={labelClass}>
            Member
          </label>
          <select
            id={memberSelectId}
            className={inputClass}
            value={chosen ?? ''}
            onChange={(event) => {
              onMemberChange(event.target.value);
              setPage(1);
              setAction('');
            }}
          >
            {list.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </div>
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={actionSelectId} className={labelClass}>
            Action
          </label>
          <select
            id={actionSelectId}
            className={inputClass}
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All actions</option>
            {(audit.data?.actions ?? []).map((name) => (
              <option key={name} value={name}>
                {describeAction(name)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {audit.isError && !audit.data ? (
        <ErrorState
          title="The activity could not be loaded."
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      ) : !audit.data ? (
        <LoadingState>Loading the activity...</LoadingState>
      ) : audit.data.entries.length === 0 ? (
        <EmptyState>No activity recorded for this member{action ? ' with this action' : ''}.</EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Activity, newest first</caption>
              <thead className="border-b border-border text-muted-fg">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    When
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Who
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    What
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    From
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody>
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-border last:border-b-0">
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td className="px-4 py-3">{entry.staffName}</td>
                    <td className="px-4 py-3">{describeAction(entry.action)}</td>
                    <td className="px-4 py-3">{entry.ip ?? '—'}</td>
                    <td className="px-4 py-3 text-muted-fg">{describeDetail(entry.detail) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Activity pages"
            page={audit.data.page}
            pageCount={audit.data.pageCount}
            total={audit.data.total}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
