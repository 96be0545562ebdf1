import { LINE_TOTAL_LABEL, lineBreakdown } from '@atelier/domain/line-breakdown';
import { formatMoney } from '@atelier/domain/money';
import { type OrderTotals, type PricedLine, totalRows } from '@atelier/domain/orders';
import { optionDueText } from './line-options';

/** A row of a line's price: its label indented under the design, and its amount. */
const partLabel = 'py-1 pl-4 text-left align-top font-normal text-muted-fg';
const partAmount = 'py-1 text-right align-top';

/**
 * One line: its design, then its price as it adds up (line-breakdown.ts), the licence for its builds and
 * each plan option with when its drawing is due, and the line's total when there is more than one row.
 */
function LineRows({ line, paidAt }: { line: PricedLine; paidAt: string | null | undefined }) {
  const rows = lineBreakdown(line);
  return (
    <tbody className="border-b border-border [&>tr:last-child>*]:pb-3">
      <tr>
        <th scope="rowgroup" colSpan={2} className="pt-3 pb-1 text-left font-medium">
          {line.title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row" className={partLabel}>
            {row.label}
            {row.option && <span className="block text-xs">{optionDueText(row.option, paidAt)}</span>}
          </th>
          <td className={partAmount}>{formatMoney(row.cents)}</td>
        </tr>
      ))}
      {rows.length > 1 && (
        <tr>
          <th scope="row" className="py-1 pl-4 text-left font-medium">
            {LINE_TOTAL_LABEL}
          </th>
          <td className={`${partAmount} font-medium`}>{formatMoney(line.lineTotalCents)}</td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * An order's lines, each its design and its price as it adds up, and its totals as `totalRows` lists
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
            Item
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      {lines.map((line) => (
        <LineRows key={line.designId} line={line} paidAt={paidAt} />
      ))}
      <tfoot>
        {totalRows(totals).map((row, index, rows) => {
          const last = index === rows.length - 1;
          const padding = index === 0 ? 'pt-3' : last ? 'pt-2' : 'pt-1';
          return (
            <tr key={row.label} className={last ? 'text-base font-semibold' : undefined}>
              <th scope="row" className={`${padding} text-right ${last ? '' : 'font-normal'}`}>
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
