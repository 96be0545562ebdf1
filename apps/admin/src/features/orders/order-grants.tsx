import { optionGrantFile, PLAN_FILE_KINDS } from '@atelier/domain/plan-files';
import { PLAN_OPTION_IDS } from '@atelier/domain/plan-options';
import type { StaffGrant, StaffOrderDetail } from '@atelier/domain/staff-orders';
import { DateTime } from '../../components/date-time';
import { StatusBadge } from '../../components/status-badge';
import { TableCard } from '../../components/table-card';
import { ExtendGrant, ResetGrant } from './grant-actions';
import type { Announce } from './use-order-action-dialog';

const td = 'px-4 py-2';
const COLUMNS = [
  { label: 'Design' },
  { label: 'File' },
  { label: 'Uses left' },
  { label: 'Expires' },
  { label: 'Last used' },
  { label: 'Status' },
] as const;

/** A design's files in their fixed order: its plan files, then the drawings of the options bought. */
const FILE_ORDER: readonly string[] = [...PLAN_FILE_KINDS, ...PLAN_OPTION_IDS.map(optionGrantFile)];

/** The grants of each design, in the order the designs come, each design's files in their fixed order. */
function byDesign(grants: readonly StaffGrant[]): StaffGrant[][] {
  const groups = new Map<string, StaffGrant[]>();
  for (const grant of grants) groups.set(grant.designId, [...(groups.get(grant.designId) ?? []), grant]);
  return [...groups.values()].map((files) =>
    files.sort((a, b) => FILE_ORDER.indexOf(a.file) - FILE_ORDER.indexOf(b.file)),
  );
}

/**
 * The downloads of the order: one row per file (the licence decides the files), grouped by design, with
 * Extend and Reset per design for staff who may update orders.
 */
export function OrderGrants({
  order,
  canUpdate,
  announce,
}: {
  order: StaffOrderDetail;
  canUpdate: boolean;
  announce: Announce;
}) {
  const manage = canUpdate && order.actions.manageGrants;
  return (
    <TableCard
      id="order-grants-title"
      level={3}
      title="Downloads"
      empty={order.grants.length === 0 && 'No downloads yet: they open once the order is paid.'}
      caption={`Downloads of order ${order.number}`}
      columns={[...COLUMNS, manage && { label: 'Actions' }]}
    >
      {byDesign(order.grants).map((files) => {
        const [design] = files;
        if (!design) return null;
        return (
          <tbody key={design.designId} className="border-t border-border">
            {files.map((grant, index) => (
              <tr key={grant.file} className="align-top">
                {index === 0 ? (
                  <th scope="rowgroup" rowSpan={files.length} className={`${td} font-medium`}>
                    {design.title}
                  </th>
                ) : null}
                <th scope="row" className={`${td} font-normal`}>
                  {grant.label}
                </th>
                <td className={td}>
                  {grant.usesLeft} of {grant.maxUses}
                </td>
                <td className={td}>
                  <DateTime value={grant.expiresAt} />
                </td>
                <td className={td}>{grant.lastUsedAt ? <DateTime value={grant.lastUsedAt} /> : 'Never'}</td>
                <td className={td}>
                  <StatusBadge tone={grant.open ? 'success' : 'neutral'}>{grant.open ? 'Open' : 'Closed'}</StatusBadge>
                </td>
                {manage && index === 0 ? (
                  <td rowSpan={files.length} className={td}>
                    <div className="flex gap-2">
                      <ExtendGrant number={order.number} grant={design} announce={announce} />
                      <ResetGrant number={order.number} grant={design} announce={announce} />
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        );
      })}
    </TableCard>
  );
}
