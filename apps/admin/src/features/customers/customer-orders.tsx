import type { CustomerOrderSummary } from '@atelier/domain/customers';
import { formatMoney } from '@atelier/domain/money';
import { Link } from 'react-router';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../components/status-badge';

const th = 'px-4 py-2 font-medium';
const td = 'px-4 py-2';

/** The customer's orders, newest first, each linking to its order page. */
export function CustomerOrders({ name, orders }: { name: string; orders: CustomerOrderSummary[] }) {
  return (
    <section aria-labelledby="customer-orders-title" className="rounded-lg border border-border bg-card">
      <h3 id="customer-orders-title" className="border-b border-border px-4 py-3 font-semibold">
        Orders
      </h3>
      {orders.length === 0 ? (
        <p className="px-4 py-3 text-sm">No orders yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Orders of {name}, newest first</caption>
            <thead className="text-muted-fg">
              <tr>
                <th scope="col" className={th}>
                  Order
                </th>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Items
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Total
                </th>
                <th scope="col" className={th}>
                  Payment
                </th>
                <th scope="col" className={th}>
                  Delivery
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.number} className="border-t border-border">
                  <th scope="row" className={td}>
                    <Link to={`/orders/${encodeURIComponent(order.number)}`} className={linkClass}>
                      {order.number}
                    </Link>
                  </th>
                  <td className={td}>
                    <DateTime value={order.createdAt} />
                  </td>
                  <td className={`${td} text-right`}>{order.itemCount}</td>
                  <td className={`${td} text-right`}>{formatMoney(order.totalCents)}</td>
                  <td className={td}>
                    <PaymentStatusBadge status={order.status} />
                  </td>
                  <td className={td}>
                    <DeliveryStatusBadge status={order.delivery} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
