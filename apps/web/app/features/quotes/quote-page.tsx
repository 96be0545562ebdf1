import { type BuyerQuote, QUOTE_STATUS_LABELS } from '@atelier/domain/quotes';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-field';
import { AcceptQuoteForm } from './accept-quote-form';
import { BalanceForm, FinalDrawingsComing } from './balance-form';
import { DeclineQuoteForm } from './decline-quote-form';
import { DrawingDecision } from './drawing-decision';
import { drawingAwaitingDecision, QuoteDrawings } from './quote-drawings';
import type { QuoteFailure, QuoteIntent } from './quote-form-values';
import { QuoteHistory } from './quote-history';
import { QuotePayments } from './quote-payments';
import { QuoteTerms } from './quote-terms';

/** What the page's forms carry, and the action's last refusal of one of them. */
export interface QuoteForms {
  /** The token of the quote's private link, posted back by every form. */
  token: string;
  /** Made by the loader once per page shown, for the forms that place an order. */
  idempotencyKey: string;
  countries: readonly { code: string; name: string }[];
  /** A signed-in buyer's details from their account, to start the accept form from. */
  prefill?: QuoteFailure['values'] | null;
  failure: QuoteFailure | null;
}

/**
 * The buyer's private page of a modification quote (decision 053): the quote, and what they may do with
 * it now (`can`): accept it and pay the deposit, decline it, decide on the preliminary drawings, pay the
 * balance; then its drawings, orders and history.
 */
export function QuotePage({ quote, forms }: { quote: BuyerQuote; forms: QuoteForms }) {
  const awaiting = quote.can.decide ? drawingAwaitingDecision(quote.drawings) : undefined;
  const shown: Record<QuoteIntent, boolean> = {
    accept: quote.can.accept,
    decline: quote.can.decline,
    decide: awaiting !== undefined,
    balance: quote.can.payBalance,
  };
  const { failure } = forms;
  const failureOf = (intent: QuoteIntent) => (failure?.intent === intent ? failure : undefined);
  // A refusal of a form the quote no longer offers (it expired meanwhile, say) is said at the top.
  const unplaced = failure && (failure.intent === null || !shown[failure.intent]) ? failure.formError : undefined;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{`Quote ${quote.number}`}</h1>
      <p className="mt-1 text-lg">
        <Link to={`/design/${quote.designId}`} className="font-medium text-primary hover:underline">
          {quote.designTitle}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        Status: <strong className="font-semibold">{QUOTE_STATUS_LABELS[quote.status]}</strong>
      </p>
      <FormAlert message={unplaced} className="mt-6" />

      {awaiting && (
        <DrawingDecision
          drawing={awaiting}
          dueDays={quote.dueDays}
          balanceCents={quote.balanceCents}
          token={forms.token}
          failure={failureOf('decide')}
        />
      )}
      {quote.status === 'in_progress' && quote.drawings.some((drawing) => drawing.decision === 'approved') && (
        <FinalDrawingsComing balanceCents={quote.balanceCents} />
      )}
      {quote.can.payBalance && (
        <BalanceForm
          balanceCents={quote.balanceCents}
          token={forms.token}
          idempotencyKey={forms.idempotencyKey}
          failure={failureOf('balance')}
        />
      )}
      <QuoteTerms quote={quote} />
      {quote.can.accept && (
        <AcceptQuoteForm
          quote={quote}
          countries={forms.countries}
          token={forms.token}
          idempotencyKey={forms.idempotencyKey}
          prefill={forms.prefill ?? null}
          failure={failureOf('accept')}
        />
      )}
      {quote.can.decline && <DeclineQuoteForm token={forms.token} failure={failureOf('decline')} />}
      <QuoteDrawings drawings={quote.drawings} />
      <QuotePayments deposit={quote.depositOrder} balance={quote.balanceOrder} />
      <QuoteHistory events={quote.events} />
      <p className="mt-8 text-sm text-muted-fg">Keep this page's address private: it is the key to your quote.</p>
    </div>
  );
}
