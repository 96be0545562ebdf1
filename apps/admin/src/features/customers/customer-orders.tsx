import type { CustomerOrderSummary } from '@atelier/domain/customers';
import { formatMoney } from '@atelier/domain/money';
import { Link } from 'react-router';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../components/status-badge';
import { TableCard } from '../../components/table-card';

const td = 'px-4 py-2';
const COLUMNS = [
  { label: 'Order' },
  { label: 'Date' },
  { label: 'Items', align: 'right' },
  { label: 'Total', align: 'right' },
  { label: 'Payment' },
  { label: 'Delivery' },
] as const;

/** The customer's orders, newest first, each linking to its order page. */
export function CustomerOrders({ name, orders }: { name: string; orders: CustomerOrderSummary[] }) {
  return (
    <TableCard
      id="customer-orders-title"
      level={3}
      title="Orders"
      empty={orders.length === 0 && 'No orders yet.'}
      caption={`Orders of ${name}, newest first`}
      columns={COLUMNS}
    >
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
    </TableCard>
  );
}
