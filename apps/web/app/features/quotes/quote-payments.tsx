import { formatMoney } from '@atelier/domain/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@atelier/domain/orders';
import type { BuyerQuote } from '@atelier/domain/quotes';
import { Link } from 'react-router';

type OrderLink = NonNullable<BuyerQuote['depositOrder']>;

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** The quote's orders, the deposit's and the balance's, each with its page (its invoice, its downloads). */
export function QuotePayments({ deposit, balance }: { deposit: OrderLink | null; balance: OrderLink | null }) {
  const orders = [
    { label: 'Deposit', order: deposit },
    { label: 'Balance', order: balance },
  ].filter((row): row is { label: string; order: OrderLink } => row.order !== null);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="mt-8">
      <h2 id="payments-heading" className="text-lg font-semibold">
        Payments
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {orders.map(({ label, order }) => (
          <li key={order.number} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-medium">{label}</span>
            <Link to={order.url} className="font-medium text-primary underline">
              {`Order ${order.number}`}
            </Link>
            <span>{statusLabel(order.status)}</span>
            <span className="tabular-nums text-muted-fg">{formatMoney(order.totalCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
