import { MODIFICATION_LINE } from '@atelier/domain/licences';
import { LINE_TOTAL_LABEL, lineBreakdown } from '@atelier/domain/line-breakdown';
import { formatMoney } from '@atelier/domain/money';
import { totalRows } from '@atelier/domain/orders';
import { leadTimeText } from '@atelier/domain/plan-options';
import type { StaffOrderDetail, StaffOrderLine } from '@atelier/domain/staff-orders';
import { Link } from 'react-router';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../components/status-badge';
import { TableCard } from '../../components/table-card';

export function OrderHeading({ order }: { order: StaffOrderDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-xl font-semibold">Order {order.number}</h2>
      <PaymentStatusBadge status={order.status} />
      <DeliveryStatusBadge status={order.delivery} />
      <p className="w-full text-sm text-muted-fg">
        {order.quote ? (
          <>
            {order.quote.part === 'deposit' ? 'Deposit' : 'Balance'} of quote{' '}
            <Link to={`/quotes/${encodeURIComponent(order.quote.number)}`} className={linkClass}>
              {order.quote.number}
            </Link>{' '}
            ·{' '}
          </>
        ) : null}
        Placed <DateTime value={order.createdAt} />
        {order.paidAt ? (
          <>
            {' '}
            · paid <DateTime value={order.paidAt} />
          </>
        ) : null}
        {order.cancelledAt ? (
          <>
            {' '}
            · cancelled <DateTime value={order.cancelledAt} />
          </>
        ) : null}
      </p>
    </div>
  );
}

const cell = 'px-4 py-2';
const money = `${cell} text-right`;
/** A row of a line's price, indented under its design, and its amount. */
const part = 'py-1.5 pr-4 pl-8 font-normal';
const partAmount = 'px-4 py-1.5 text-right';

function TotalRow({ label, cents }: { label: string; cents: number }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${cell} text-right font-medium`}>
        {label}
      </th>
      <td className={money}>{formatMoney(cents)}</td>
    </tr>
  );
}

/** Where the buyer will build the line's design, once they named it (a modification has no site). */
function LineBuildSite({ line, paid }: { line: StaffOrderLine; paid: boolean }) {
  if (line.buildSite) {
    return <p className="mt-1 text-xs font-normal text-muted-fg">Build site: {line.buildSite}</p>;
  }
  if (!paid || line.licence === MODIFICATION_LINE) return null;
  return <p className="mt-1 text-xs font-normal text-muted-fg">Build site: not named yet</p>;
}

/**
 * One line: its design and build site, then its price as it adds up (line-breakdown.ts), the licence for
 * its builds and each option with its lead time, and the line's total when there is more than one row.
 */
function LineRows({ line, paid }: { line: StaffOrderLine; paid: boolean }) {
  const rows = lineBreakdown(line);
  return (
    <tbody className="border-t border-border">
      <tr>
        <th scope="rowgroup" colSpan={2} className={`${cell} font-medium`}>
          {line.title}
          <LineBuildSite line={line} paid={paid} />
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row" className={part}>
            {row.label}
            {row.option ? (
              <span className="block text-xs text-muted-fg">{leadTimeText(row.option.leadDays)}</span>
            ) : null}
          </th>
          <td className={partAmount}>{formatMoney(row.cents)}</td>
        </tr>
      ))}
      {rows.length > 1 ? (
        <tr>
          <th scope="row" className={`${part} font-medium`}>
            {LINE_TOTAL_LABEL}
          </th>
          <td className={`${partAmount} font-medium`}>{formatMoney(line.lineTotalCents)}</td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** The designs bought, each with its price as it adds up and where it will be built, and the totals. */
export function OrderLines({ order }: { order: StaffOrderDetail }) {
  const { totals } = order;
  return (
    <TableCard
      id="order-lines-title"
      level={3}
      title="Items"
      caption={`Items of order ${order.number}`}
      columns={[{ label: 'Item' }, { label: 'Amount', align: 'right' }]}
    >
      {order.lines.map((line) => (
        <LineRows key={line.designId} line={line} paid={order.status === 'paid'} />
      ))}
      <tfoot>
        {totalRows(totals).map((row) => (
          <TotalRow key={row.label} label={row.label} cents={row.cents} />
        ))}
        {order.refundedCents > 0 ? <TotalRow label="Refunded" cents={order.refundedCents} /> : null}
      </tfoot>
    </TableCard>
  );
}
