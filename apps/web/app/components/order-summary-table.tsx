import { licenceLabel } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { type OrderTotals, type PricedLine, totalRows } from '@atelier/domain/orders';
import { LineOptions } from './line-options';

/**
 * An order's lines (title, licence, options, price, quantity, total) and its totals as `totalRows` lists
 * them: on the order page, and on a licence upgrade's review before its order is placed.
 */
export function OrderSummaryTable({
  lines,
  totals,
  paidAt,
}: {
  lines: readonly PricedLine[];
  totals: OrderTotals;
  /** The order's payment, when paid: an option's drawing is then due by a date. */
  paidAt?: string | null;
}) {
  return (
    <table className="mt-3 w-full text-sm">
      <thead className="border-b border-border text-left text-muted-fg">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Design
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Price
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Qty
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {lines.map((line) => (
          <tr key={line.designId}>
            <td className="py-3">
              {line.title}
              <span className="block text-muted-fg">{licenceLabel(line.licence)}</span>
              <LineOptions options={line.options} paidAt={paidAt} />
            </td>
            <td className="py-3 text-right">{formatMoney(line.unitPriceCents)}</td>
            <td className="py-3 text-right">{line.quantity}</td>
            <td className="py-3 text-right">{formatMoney(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-border">
        {totalRows(totals).map((row, index, rows) => {
          const last = index === rows.length - 1;
          const padding = index === 0 ? 'pt-3' : last ? 'pt-2' : 'pt-1';
          return (
            <tr key={row.label} className={last ? 'text-base font-semibold' : undefined}>
              <th scope="row" colSpan={3} className={`${padding} text-right ${last ? '' : 'font-normal'}`}>
                {row.label}
              </th>
              <td className={`${padding} text-right`}>{formatMoney(row.cents)}</td>
            </tr>
          );
        })}
      </tfoot>
    </table>
  );
}
