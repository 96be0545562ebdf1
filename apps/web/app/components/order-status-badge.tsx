import { type BuyerOrder, ORDER_STATUS_LABELS } from '@atelier/domain/orders';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';

/** An order's status as the buyer's pages show it: its order page and the library. */
export function StatusBadge({ status }: { status: BuyerOrder['status'] }) {
  // The tint and the icon carry the colour; the text stays the body colour, readable on every tint.
  const styles = {
    paid: { badge: 'bg-success/15', icon: 'text-success' },
    awaiting_payment: { badge: 'bg-accent/20', icon: 'text-fg' },
    cancelled: { badge: 'bg-danger/15', icon: 'text-danger' },
    refunded: { badge: 'bg-danger/15', icon: 'text-danger' },
  } as const;
  const Icon = status === 'paid' ? CheckCircle2 : status === 'cancelled' || status === 'refunded' ? XCircle : Clock;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium text-fg ${styles[status].badge}`}
    >
      <Icon aria-hidden className={`size-4 ${styles[status].icon}`} />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
