import { type CartItem, cartLineTotal } from '@atelier/domain/cart';
import { licenceLabel } from '@atelier/domain/licences';
import { formatMoney, taxFor } from '@atelier/domain/money';
import { formatTaxRate } from '@atelier/domain/orders';
import { LineOptions } from '../../components/line-options';

/** The cart as it will be ordered; the server recomputes every amount when the order is placed. */
export function CheckoutSummary({
  items,
  subtotal,
  taxRateBasisPoints,
}: {
  items: CartItem[];
  subtotal: number;
  taxRateBasisPoints: number;
}) {
  const tax = taxFor(subtotal, taxRateBasisPoints);
  return (
    <section aria-labelledby="summary-heading" className="h-fit rounded-lg border border-border bg-muted/50 p-6">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Your order
      </h2>
      <ul className="mt-4 divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-4 py-3 text-sm">
            <div>
              <p className="font-medium">{item.title}</p>
              <p className="text-muted-fg">{licenceLabel(item.licence)}</p>
              <LineOptions options={item.options} className="text-muted-fg" />
              <p className="text-muted-fg">
                {item.quantity} × {formatMoney(item.price)}
                {item.optionsPrice > 0 && ` + ${formatMoney(item.optionsPrice)} options`}
              </p>
            </div>
            <span className="font-medium">{formatMoney(cartLineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-border pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatMoney(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Tax ({formatTaxRate(taxRateBasisPoints)})</dt>
          <dd>{formatMoney(tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-border pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatMoney(subtotal + tax)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-muted-fg">
        Prices are confirmed from our catalogue when you place the order. Plans are delivered as downloads: the PDF plan
        set, and the CAD files where the licence includes them.
      </p>
    </section>
  );
}
