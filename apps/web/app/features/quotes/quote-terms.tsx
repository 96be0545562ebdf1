import { formatMoney } from '@atelier/domain/money';
import { formatLongDate } from '@atelier/domain/number-format';
import { type BuyerQuote, QUOTE_STUDIO_STATUSES } from '@atelier/domain/quotes';

const TAX_NOTE = 'Prices before tax; tax is added at payment where it applies.';

/** The changes priced, the total, and how it is paid: the deposit on acceptance, the balance after approval. */
function QuoteLines({ quote }: { quote: BuyerQuote }) {
  const amounts = [
    { label: 'Total', cents: quote.totalCents },
    { label: `Deposit (${quote.depositPercent} %)`, cents: quote.depositCents },
    { label: 'Balance', cents: quote.balanceCents },
  ];
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">Quote lines</caption>
      <thead className="border-b border-border text-left text-muted-fg">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Change
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {quote.lines.map((line, index) => (
          // Two lines may say the same; their place in the quote tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move while the page is shown
          <tr key={index}>
            <td className="py-3 pr-4">{line.description}</td>
            <td className="py-3 text-right tabular-nums">{formatMoney(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-border">
        {amounts.map((row, index) => (
          <tr key={row.label} className={index === 0 ? 'text-base font-semibold' : undefined}>
            <th scope="row" className={`${index === 0 ? 'pt-3' : 'pt-1 font-normal'} text-right`}>
              {row.label}
            </th>
            <td className={`${index === 0 ? 'pt-3' : 'pt-1'} text-right tabular-nums`}>{formatMoney(row.cents)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** The quote's lines and amounts, how long it holds, when the drawings come, and the studio's note. */
export function QuoteTerms({ quote }: { quote: BuyerQuote }) {
  const nextDue = quote.dueAt && QUOTE_STUDIO_STATUSES.includes(quote.status) ? quote.dueAt : null;
  return (
    <section aria-labelledby="quote-terms-heading" className="mt-8">
      <h2 id="quote-terms-heading" className="text-lg font-semibold">
        The quote
      </h2>
      <QuoteLines quote={quote} />
      <ul className="mt-4 space-y-1 text-sm">
        <li>{`Valid until ${formatLongDate(quote.validUntil)}`}</li>
        <li>{`Drawings within ${quote.dueDays} ${quote.dueDays === 1 ? 'day' : 'days'} of the deposit`}</li>
        {nextDue && <li>{`Our next drawings are due by ${formatLongDate(nextDue)}`}</li>}
      </ul>
      {quote.note && (
        <div className="mt-4 rounded-md border border-border bg-muted/50 p-4 text-sm">
          <h3 className="font-medium">A note from the studio</h3>
          <p className="mt-1 whitespace-pre-line">{quote.note}</p>
        </div>
      )}
      <p className="mt-4 text-sm text-muted-fg">{TAX_NOTE}</p>
    </section>
  );
}
