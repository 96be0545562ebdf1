import { formatMoney } from '@atelier/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '@atelier/domain/orders';
import type { StaffQuote } from '@atelier/domain/quotes';
import { Link } from 'react-router';
import { linkClass } from '../../components/form-styles';
import { PaymentStatusBadge } from '../../components/status-badge';
import { TableCard } from '../../components/table-card';

type OrderLink = NonNullable<StaffQuote['depositOrder']>;

const cell = 'px-4 py-2';
const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

function OrderRow({ payment, order }: { payment: string; order: OrderLink }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${cell} font-medium`}>
        {payment}
      </th>
      <td className={cell}>
        <Link to={order.url} className={linkClass}>
          {order.number}
        </Link>
      </td>
      <td className={cell}>
        {isOrderStatus(order.status) ? <PaymentStatusBadge status={order.status} /> : order.status}
      </td>
      <td className={`${cell} text-right`}>{formatMoney(order.totalCents)}</td>
    </tr>
  );
}

/** The deposit's and the balance's orders, where a bank transfer is marked paid. */
export function QuoteOrders({ quote }: { quote: StaffQuote }) {
  const { depositOrder, balanceOrder } = quote;
  return (
    <TableCard
      id="quote-orders-title"
      level={3}
      title="Orders"
      caption={`Orders of quote ${quote.number}`}
      empty={depositOrder || balanceOrder ? undefined : 'No order yet: the deposit is ordered when the buyer accepts.'}
      columns={[{ label: 'Payment' }, { label: 'Order' }, { label: 'Status' }, { label: 'Total', align: 'right' }]}
    >
      <tbody>
        {depositOrder ? <OrderRow payment="Deposit" order={depositOrder} /> : null}
        {balanceOrder ? <OrderRow payment="Balance" order={balanceOrder} /> : null}
      </tbody>
    </TableCard>
  );
}
