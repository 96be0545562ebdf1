import { can } from '@atelier/domain/permissions';
import type { ReactNode } from 'react';
import { Announcement } from '../../components/announcement';
import { BackToList } from '../../components/data-table/back-to-list';
import { ErrorState, LoadingState } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useAnnouncement } from '../../lib/use-announcement';
import { useQuote } from './api';
import { QuoteDrawings } from './quote-drawings';
import { QuoteHistory } from './quote-history';
import { QuoteOrders } from './quote-orders';
import { QuoteHeading, QuoteParties } from './quote-summary';
import { QuoteTermsSection } from './quote-terms-section';
import { SendQuote } from './send-quote';

/** /quotes/:number: one modification quote, its orders, drawings and history, and what staff can do with it. */
export function QuotePage({ number }: { number: string }) {
  const { user } = useAuth();
  const canUpdate = can(user, 'quotes', 'update');
  const query = useQuote(number);
  const [announcement, setAnnouncement] = useAnnouncement();
  const quote = query.data;

  let body: ReactNode;
  if (query.isError && !quote) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    body = notFound ? (
      <p className="rounded-lg border border-border bg-card px-6 py-10 text-center">There is no quote {number}.</p>
    ) : (
      <ErrorState title="The quote could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!quote) {
    body = <LoadingState>Loading quote {number}...</LoadingState>;
  } else {
    body = (
      <div className="space-y-6">
        <QuoteHeading quote={quote} />
        {canUpdate && quote.can.send ? <SendQuote quote={quote} announce={setAnnouncement} /> : null}
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <QuoteParties quote={quote} />
          <QuoteTermsSection quote={quote} canUpdate={canUpdate} announce={setAnnouncement} />
        </div>
        <QuoteOrders quote={quote} />
        <QuoteDrawings quote={quote} canUpdate={canUpdate} announce={setAnnouncement} />
        <QuoteHistory events={quote.events} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <BackToList to="/quotes">Back to quotes</BackToList>
      <Announcement>{announcement}</Announcement>
      {body}
    </div>
  );
}
