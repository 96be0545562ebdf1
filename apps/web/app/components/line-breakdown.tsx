import { type BreakdownRow, LINE_TOTAL_LABEL } from '@atelier/domain/line-breakdown';
import { formatMoney } from '@atelier/domain/money';

/** A label and its amount on one line; a screen reader hears them as one item ("Materials list: $150.00"). */
function AmountRow({ label, cents, className = '' }: { label: string; cents: number; className?: string }) {
  return (
    <li className={`flex justify-between gap-3 ${className}`}>
      <span>{label}</span>
      <span className="sr-only">: </span>
      <span className="shrink-0 tabular-nums">{formatMoney(cents)}</span>
    </li>
  );
}

/**
 * A cart or order line's price as its rows add up (line-breakdown.ts): the licence for its builds, then
 * each plan option at its own price, and, given `totalCents` and more than one row, the line's total.
 * Without `totalCents` the page shows the total beside the list (the cart, by its quantity).
 */
export function LineBreakdown({
  title,
  rows,
  totalCents,
  className = 'text-sm text-muted-fg',
}: {
  /** The design's title: the list is "Price of <title>". */
  title: string;
  rows: readonly BreakdownRow[];
  totalCents?: number;
  className?: string;
}) {
  return (
    <ul aria-label={`Price of ${title}`} className={className}>
      {rows.map((row) => (
        <AmountRow key={row.label} label={row.label} cents={row.cents} />
      ))}
      {totalCents !== undefined && rows.length > 1 && (
        <AmountRow label={LINE_TOTAL_LABEL} cents={totalCents} className="font-medium text-fg" />
      )}
    </ul>
  );
}
