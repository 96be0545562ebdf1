import { can } from '@atelier/domain/permissions';
import type { StaffQuote } from '@atelier/domain/quotes';
import { DateTime } from '../../components/date-time';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { linkClass } from '../../components/form-styles';
import { useAuth } from '../../lib/auth';
import { InquiryLink } from './inquiry-link';
import { QuoteStatusBadges } from './quote-status-badge';

export function QuoteHeading({ quote }: { quote: StaffQuote }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-xl font-semibold">Quote {quote.number}</h2>
      <QuoteStatusBadges status={quote.status} overdue={quote.overdue} />
      <p className="w-full text-sm text-muted-fg">
        Created <DateTime value={quote.createdAt} />
        {quote.createdBy ? ` by ${quote.createdBy}` : null}
        {quote.sentAt ? (
          <>
            {' '}
            · sent <DateTime value={quote.sentAt} />
          </>
        ) : null}
      </p>
    </div>
  );
}

/** Who the quote is for, and what it is about. */
export function QuoteParties({ quote }: { quote: StaffQuote }) {
  const { user } = useAuth();
  const rows: DetailRow[] = [
    ['Buyer', quote.buyerName],
    [
      'E-mail',
      <a key="email" href={`mailto:${quote.email}`} className={linkClass}>
        {quote.email}
      </a>,
    ],
    ['Design', quote.designTitle],
  ];
  if (quote.inquiryId && can(user, 'support', 'read'))
    rows.push(['Request', <InquiryLink key="inquiry" inquiryId={quote.inquiryId} />]);
  if (quote.buyerUrl)
    rows.push([
      'Buyer’s page',
      <a key="buyer-page" href={quote.buyerUrl} target="_blank" rel="noreferrer" className={linkClass}>
        Open the buyer’s page<span className="sr-only"> (opens in a new tab)</span>
      </a>,
    ]);
  return (
    <section aria-labelledby="quote-buyer-title" className="rounded-lg border border-border bg-card p-4">
      <h3 id="quote-buyer-title" className="mb-3 font-semibold">
        Buyer and design
      </h3>
      <DetailList rows={rows} />
    </section>
  );
}
