import { licenceLabel, MODIFICATION_LINE } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { type PricedLine, totalRows } from '@atelier/domain/orders';
import { leadTimeText, planOptionsTotal } from '@atelier/domain/plan-options';
import type { StaffOrderDetail, StaffOrderLine } from '@atelier/domain/staff-orders';
import { DateTime } from '../../components/date-time';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../components/status-badge';
import { TableCard } from '../../components/table-card';
import { useMediaQuery } from '../../lib/use-media-query';

export function OrderHeading({ order }: { order: StaffOrderDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-xl font-semibold">Order {order.number}</h2>
      <PaymentStatusBadge status={order.status} />
      <DeliveryStatusBadge status={order.delivery} />
      <p className="w-full text-sm text-muted-fg">
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

/** Unit price and quantity: columns a phone leaves out, so the totals stay on screen (the line total says both). */
const wideOnly = 'hidden sm:table-cell';

function TotalRow({ label, cents, span }: { label: string; cents: number; span: number }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" colSpan={span} className={`${cell} text-right font-medium`}>
        {label}
      </th>
      <td className={money}>{formatMoney(cents)}</td>
    </tr>
  );
}

/** The plan options bought with a line (in its total): each one's price and lead time. */
function LineOptions({ line }: { line: PricedLine }) {
  if (line.options.length === 0) return null;
  return (
    <ul aria-label={`Options of ${line.title}`} className="mt-1 space-y-0.5 text-xs font-normal text-muted-fg">
      {line.options.map((option) => (
        <li key={option.id}>
          + {option.label}, {formatMoney(option.priceCents)}
          {` · ${leadTimeText(option.leadDays)}`}
        </li>
      ))}
    </ul>
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

/** The designs bought, with their licence and options, where they will be built, and the totals. */
export function OrderLines({ order }: { order: StaffOrderDetail }) {
  const { totals } = order;
  const span = useMediaQuery('(min-width: 640px)') ? 4 : 2;
  return (
    <TableCard
      id="order-lines-title"
      level={3}
      title="Items"
      caption={`Items of order ${order.number}`}
      columns={[
        { label: 'Design' },
        { label: 'Licence' },
        { label: 'Unit price', align: 'right', className: wideOnly },
        { label: 'Quantity', align: 'right', className: wideOnly },
        { label: 'Line total', align: 'right' },
      ]}
    >
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.designId} className="border-t border-border">
            <th scope="row" className={`${cell} font-medium`}>
              {line.title}
              <LineOptions line={line} />
              <LineBuildSite line={line} paid={order.status === 'paid'} />
            </th>
            <td className={cell}>{licenceLabel(line.licence)}</td>
            <td className={`${money} ${wideOnly}`}>{formatMoney(line.unitPriceCents)}</td>
            <td className={`${money} ${wideOnly}`}>{line.quantity}</td>
            <td className={money}>
              {formatMoney(line.lineTotalCents)}
              <span className="block text-xs text-muted-fg sm:hidden">
                {line.quantity} × {formatMoney(line.unitPriceCents)}
                {line.options.length > 0 ? ` + options ${formatMoney(planOptionsTotal(line.options))}` : null}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totalRows(totals).map((row) => (
          <TotalRow key={row.label} label={row.label} cents={row.cents} span={span} />
        ))}
        {order.refundedCents > 0 ? <TotalRow label="Refunded" cents={order.refundedCents} span={span} /> : null}
      </tfoot>
    </TableCard>
  );
}
