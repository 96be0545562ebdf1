import { type CartItem, cartLineBreakdown, cartLineTotal } from '@atelier/domain/cart';
import { formatMoney } from '@atelier/domain/money';
import { type OrderTotals, totalRows, totalsAtRate } from '@atelier/domain/orders';
import { LineBreakdown } from '../../components/line-breakdown';

/** What the cart comes to at this tax rate before the server priced it, by the pricing function's rule. */
const cartTotals = (subtotalCents: number, taxRateBasisPoints: number) =>
  totalsAtRate(
    { subtotalCents, discountCents: 0, promoCode: null, creditCents: 0, creditNote: null },
    taxRateBasisPoints,
  );

/**
 * The cart as it will be ordered, with the estimate of its totals, or the server's price once a code is
 * applied (its discount a row of its own, as on the order page). The server prices the order again when
 * it is placed.
 */
export function CheckoutSummary({
  items,
  subtotal,
  taxRateBasisPoints,
  priced,
}: {
  items: CartItem[];
  subtotal: number;
  taxRateBasisPoints: number;
  /** The server's totals for this cart and country: its credit, and a code once applied. */
  priced?: OrderTotals | undefined;
}) {
  const rows = totalRows(priced ?? cartTotals(subtotal, taxRateBasisPoints));
  return (
    <section aria-labelledby="summary-heading" className="h-fit rounded-lg border border-border bg-muted/50 p-6">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Your order
      </h2>
      <ul className="mt-4 divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="py-3 text-sm">
            <p className="font-medium">{item.title}</p>
            <LineBreakdown
              title={item.title}
              rows={cartLineBreakdown(item)}
              totalCents={cartLineTotal(item)}
              className="mt-1 space-y-0.5 text-muted-fg"
            />
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-border pt-4 text-sm">
        {rows.map((row, index) => (
          <div
            key={row.label}
            className={
              index === rows.length - 1
                ? 'flex justify-between border-t border-border pt-2 text-base font-semibold'
                : 'flex justify-between'
            }
          >
            <dt>{row.label}</dt>
            <dd>{formatMoney(row.cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted-fg">
        Prices are confirmed from our catalogue when you place the order. Plans are delivered as downloads: the PDF plan
        set, and the CAD files where the licence includes them.
      </p>
    </section>
  );
}
