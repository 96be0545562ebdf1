import { formatMoney } from '@atelier/domain/money';
import { Form } from 'react-router';
import { EnhancedField } from '../../components/enhanced-field';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { IDEMPOTENCY_FIELD } from '../../lib/order-form';
import { QuoteFormFields, useSending } from './quote-form-parts';
import type { QuoteFailure } from './quote-form-values';

/**
 * Between the approval of the preliminary drawings and the final ones: what happens next, and what it costs.
 */
export function FinalDrawingsComing({ balanceCents }: { balanceCents: number }) {
  return (
    <section aria-labelledby="next-step-heading" className="mt-8 rounded-lg border border-border bg-muted/50 p-6">
      <h2 id="next-step-heading" className="text-lg font-semibold">
        Next step
      </h2>
      <p className="mt-2 text-sm">
        {balanceCents > 0
          ? `You approved the preliminary drawings. We are making the final drawings and email you when they are ready; you then pay the balance of ${formatMoney(balanceCents)} to download them.`
          : 'You approved the preliminary drawings. We are making the final drawings and email you when they are ready to download.'}
      </p>
    </section>
  );
}

/**
 * Once the final drawings are uploaded: the balance is paid as an order of its own, whose page (or, with
 * scripts, its hosted payment page) the buyer is sent to, and which delivers the final drawings. Said as
 * the final drawings' e-mail says it.
 */
export function BalanceForm({
  balanceCents,
  token,
  idempotencyKey,
  failure,
}: {
  balanceCents: number;
  token: string;
  /** The page's key; the balance posts its own key made from it. */
  idempotencyKey: string;
  failure: QuoteFailure | undefined;
}) {
  const sending = useSending('balance');
  return (
    <section aria-labelledby="balance-heading" className="mt-8 rounded-lg border border-border bg-muted/50 p-6">
      <h2 id="balance-heading" className="text-lg font-semibold">
        Balance due
      </h2>
      <p className="mt-2 text-sm">
        {`Your final drawings are ready. Pay the balance of ${formatMoney(balanceCents)} to download them: they come with its order, stamped with your licence.`}
      </p>
      <FormAlert message={failure?.formError} className="mt-4" />
      <Form method="post" className="mt-4">
        <QuoteFormFields intent="balance" token={token} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={failure?.retryKey ?? `${idempotencyKey}-balance`} />
        <EnhancedField />
        <SubmitButton submitting={sending !== null} busyLabel="Placing the balance order…">
          Pay the balance
        </SubmitButton>
      </Form>
    </section>
  );
}
