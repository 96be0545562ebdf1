import { formatMoney } from '@atelier/domain/money';
import type { StaffQuote } from '@atelier/domain/quotes';
import { DateTime } from '../../components/date-time';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { SimpleTable } from '../../components/table-card';

const cell = 'px-4 py-2';
const money = `${cell} text-right`;

function TotalRow({ label, cents }: { label: string; cents: number }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${cell} text-right font-medium`}>
        {label}
      </th>
      <td className={money}>{formatMoney(cents)}</td>
    </tr>
  );
}

function termRows(quote: StaffQuote): DetailRow[] {
  return [
    ['Days to deliver', quote.dueDays === 1 ? '1 day' : `${quote.dueDays} days`],
    ['Valid until', <DateTime key="valid" value={quote.validUntil} style="date" />],
    ['Due', quote.dueAt ? <DateTime key="due" value={quote.dueAt} /> : 'Set when the deposit is paid'],
    ['Note', quote.note || null],
  ];
}

/** The priced lines with the total, deposit and balance, then the delivery time, validity and note. */
export function QuoteTermsView({ quote }: { quote: StaffQuote }) {
  return (
    <div className="space-y-4">
      <SimpleTable
        caption={`Lines of quote ${quote.number}`}
        frame="outline"
        columns={[{ label: 'Description' }, { label: 'Amount', align: 'right' }]}
      >
        <tbody>
          {quote.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are shown in their saved order and never move
            <tr key={index} className="border-t border-border">
              <td className={`${cell} break-words`}>{line.description}</td>
              <td className={money}>{formatMoney(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalRow label="Total" cents={quote.totalCents} />
          <TotalRow label={`Deposit (${quote.depositPercent}%)`} cents={quote.depositCents} />
          <TotalRow label="Balance" cents={quote.balanceCents} />
        </tfoot>
      </SimpleTable>
      <DetailList rows={termRows(quote)} />
    </div>
  );
}
