import type { QuoteTerms } from '@atelier/domain/quotes';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BackToList } from '../../components/data-table/back-to-list';
import { linkClass } from '../../components/form-styles';
import type { FormMutation } from '../../components/mutation-dialog';
import { type QuoteResponse, quotePath, useCreateQuote } from './api';
import { InquiryLink } from './inquiry-link';
import { QuoteForm } from './quote-form';
import { newQuoteValues } from './quote-form-values';

/** Without a modification request there is nothing to price: say where quotes start. */
function StartFromInquiry() {
  return (
    <p className="rounded-lg border border-border bg-card px-6 py-10 text-center">
      A quote answers a modification request. Open the request in{' '}
      <Link to="/support?tab=inquiries" className={linkClass}>
        Support
      </Link>{' '}
      and choose Write a quote.
    </p>
  );
}

function NewQuoteForm({ inquiryId }: { inquiryId: string }) {
  const create = useCreateQuote();
  const navigate = useNavigate();
  const [initial] = useState(newQuoteValues);
  const save: FormMutation<QuoteTerms, QuoteResponse> = {
    isPending: create.isPending,
    error: create.error,
    reset: create.reset,
    mutate: (terms, options) => create.mutate({ ...terms, inquiryId }, options),
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-fg">
        The quote is saved as a draft; the buyer sees nothing until it is sent. <InquiryLink inquiryId={inquiryId} />
      </p>
      <div className="rounded-lg border border-border bg-card p-4">
        <QuoteForm
          initial={initial}
          save={save}
          submitLabel="Save draft"
          onSaved={({ quote }) =>
            // Replaced, so Back from the quote's page does not return to a filled-in form.
            navigate(quotePath(quote.number), {
              replace: true,
              state: { announcement: `Quote ${quote.number} is saved as a draft.` },
            })
          }
        />
      </div>
    </div>
  );
}

/** /quotes/new?inquiry=<id>: a draft quote for a modification request. */
export function QuoteCreate() {
  const [searchParams] = useSearchParams();
  const inquiryId = searchParams.get('inquiry')?.trim() ?? '';
  return (
    <div className="max-w-5xl space-y-4">
      <BackToList to="/quotes">Back to quotes</BackToList>
      {inquiryId ? <NewQuoteForm inquiryId={inquiryId} /> : <StartFromInquiry />}
    </div>
  );
}
