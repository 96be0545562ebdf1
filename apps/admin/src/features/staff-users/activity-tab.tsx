import type { AuditEntry, StaffMember } from '@atelier/domain/staff-users';
import { useState } from 'react';
import { FilterSelect } from '../../components/data-table/list-filters';
import { Pagination } from '../../components/data-table/pagination';
import { formatDateTime } from '../../components/date-time';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-states';
import { SimpleTable } from '../../components/table-card';
import { useAuth } from '../../lib/auth';
import { useMemberAudit, useStaffMembers } from './api';

const SUBJECTS: Record<string, string> = { mfa: 'two-factor' };
const fieldClass = 'w-full max-w-xs';

/** 'staff_user.reset_password' → 'Staff user: reset password'; 'mfa.reset' → 'Two-factor: reset' */
export const describeAction = (action: string) => {
  const [subject = '', verb = ''] = action.split('.');
  return `${SUBJECTS[subject] ?? subject.replaceAll('_', ' ')}: ${verb.replaceAll('_', ' ')}`.replace(/^./, (first) =>
    first.toUpperCase(),
  );
};

const COLUMNS = [{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'From' }, { label: 'Details' }];

const describeDetail = (detail: AuditEntry['detail']) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${value ?? '—'}`)
    .join('; ');

interface ActivityTabProps {
  memberId: string | null;
  onMemberChange(id: string): void;
}

/**
 * The audit log per member: what they did and what was done to their account, filterable by action; it
 * opens on the signed-in member.
 */
export function ActivityTab({ memberId, onMemberChange }: ActivityTabProps) {
  const members = useStaffMembers();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const { user } = useAuth();
  const list: StaffMember[] = members.data ?? [];
  // Until a member is chosen, the one looking: the first alphabetically may well have done nothing.
  const me = list.find((member) => member.id === user?.id);
  const chosen = memberId ?? me?.id ?? list[0]?.id ?? null;
  const audit = useMemberAudit(chosen, page, action);

  return (
    <section aria-labelledby="activity-title" className="space-y-4">
      <h2 id="activity-title" className="text-lg font-semibold">
        Activity per member
      </h2>
      <div className="flex flex-wrap gap-4">
        <FilterSelect
          label="Member"
          className={fieldClass}
          value={chosen ?? ''}
          options={list.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
          onChange={(id) => {
            onMemberChange(id);
            setPage(1);
            setAction('');
          }}
        />
        <FilterSelect
          label="Action"
          className={fieldClass}
          allLabel="All actions"
          value={action}
          options={(audit.data?.actions ?? []).map((name) => ({ value: name, label: describeAction(name) }))}
          onChange={(name) => {
            setAction(name);
            setPage(1);
          }}
        />
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
          <SimpleTable caption="Activity, newest first" columns={COLUMNS} headCellClass="px-4 py-3 font-medium">
            <tbody>
              {audit.data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border">
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
          </SimpleTable>
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
