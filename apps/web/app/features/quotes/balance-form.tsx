import { formatMoney } from '@atelier/domain/money';
import { Form } from 'react-router';
import { EnhancedField } from '../../components/enhanced-field';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { IDEMPOTENCY_FIELD } from '../../lib/order-form';
import { QuoteFormFields, useSending } from './quote-form-parts';
import type { QuoteFailure } from './quote-form-values';

/**
 * Once the preliminary drawings are approved: the balance is paid as an order of its own, whose page
 * (or, with scripts, its hosted payment page) the buyer is sent to; the final drawings follow.
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
        {`You approved the preliminary drawings. Pay the balance of ${formatMoney(balanceCents)} and we send the final drawings.`}
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
