import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { DateTime } from '../../components/date-time';
import { StatusBadge } from '../../components/status-badge';
import { ExtendGrant, ResetGrant } from './grant-actions';
import type { Announce } from './use-order-action-dialog';

const th = 'px-4 py-2 font-medium';
const td = 'px-4 py-2';

/** The plan-set downloads of the order, with Extend and Reset for staff who may update orders. */
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
    <section aria-labelledby="order-grants-title" className="rounded-lg border border-border bg-card">
      <h3 id="order-grants-title" className="border-b border-border px-4 py-3 font-semibold">
        Downloads
      </h3>
      {order.grants.length === 0 ? (
        <p className="px-4 py-3 text-sm">No downloads yet: they open once the order is paid.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Downloads of order {order.number}</caption>
            <thead className="text-muted-fg">
              <tr>
                <th scope="col" className={th}>
                  Design
                </th>
                <th scope="col" className={th}>
                  Uses left
                </th>
                <th scope="col" className={th}>
                  Expires
                </th>
                <th scope="col" className={th}>
                  Last used
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                {manage ? (
                  <th scope="col" className={th}>
                    Actions
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {order.grants.map((grant) => (
                <tr key={grant.designId} className="border-t border-border">
                  <th scope="row" className={`${td} font-medium`}>
                    {grant.title}
                  </th>
                  <td className={td}>
                    {grant.usesLeft} of {grant.maxUses}
                  </td>
                  <td className={td}>
                    <DateTime value={grant.expiresAt} />
                  </td>
                  <td className={td}>{grant.lastUsedAt ? <DateTime value={grant.lastUsedAt} /> : 'Never'}</td>
                  <td className={td}>
                    <StatusBadge tone={grant.open ? 'success' : 'neutral'}>
                      {grant.open ? 'Open' : 'Closed'}
                    </StatusBadge>
                  </td>
                  {manage ? (
                    <td className={`${td} flex gap-2`}>
                      <ExtendGrant number={order.number} grant={grant} announce={announce} />
                      <ResetGrant number={order.number} grant={grant} announce={announce} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
