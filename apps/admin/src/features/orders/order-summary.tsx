import { licenceLabel } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { formatTaxRate } from '@atelier/domain/orders';
import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { DateTime } from '../../components/date-time';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../components/status-badge';

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

function TotalRow({ label, cents }: { label: string; cents: number }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" colSpan={4} className={`${cell} text-right font-medium`}>
        {label}
      </th>
      <td className={money}>{formatMoney(cents)}</td>
    </tr>
  );
}

/** The designs bought, with their licence, and the totals. */
export function OrderLines({ order }: { order: StaffOrderDetail }) {
  const { totals } = order;
  return (
    <section aria-labelledby="order-lines-title" className="rounded-lg border border-border bg-card">
      <h3 id="order-lines-title" className="border-b border-border px-4 py-3 font-semibold">
        Items
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Items of order {order.number}</caption>
          <thead className="text-muted-fg">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                Design
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Licence
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                Unit price
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                Quantity
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.designId} className="border-t border-border">
                <th scope="row" className={`${cell} font-medium`}>
                  {line.title}
                </th>
                <td className={cell}>{licenceLabel(line.licence)}</td>
                <td className={money}>{formatMoney(line.unitPriceCents)}</td>
                <td className={money}>{line.quantity}</td>
                <td className={money}>{formatMoney(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <TotalRow label="Subtotal" cents={totals.subtotalCents} />
            <TotalRow label={`Tax (${formatTaxRate(totals.taxRateBasisPoints)})`} cents={totals.taxCents} />
            <TotalRow label="Total" cents={totals.totalCents} />
            {order.refundedCents > 0 ? <TotalRow label="Refunded" cents={order.refundedCents} /> : null}
          </tfoot>
        </table>
      </div>
    </section>
  );
}
