import { formatMoney } from '@atelier/domain/money';
import type { BuyerQuote } from '@atelier/domain/quotes';
import { Form, Link } from 'react-router';
import { BillingAddressFields, FullNameField, OptionalContactFields } from '../../components/customer-fields';
import { EnhancedField } from '../../components/enhanced-field';
import { FieldError, FormAlert, SubmitButton } from '../../components/form-field';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { IDEMPOTENCY_FIELD } from '../../lib/order-form';
import { useFormCheck } from '../../lib/use-form-check';
import { QuoteFormFields, useSending } from './quote-form-parts';
import { type AcceptField, checkAcceptForm, type QuoteFailure } from './quote-form-values';

/**
 * The buyer accepts the quote with the billing details of its deposit's order, and is sent to that order
 * (or, with scripts, on to its hosted payment page). A plain post without scripts; with them the same
 * schema as the server's checks it first.
 */
export function AcceptQuoteForm({
  quote,
  countries,
  token,
  idempotencyKey,
  prefill,
  failure,
}: {
  quote: BuyerQuote;
  countries: readonly { code: string; name: string }[];
  token: string;
  idempotencyKey: string;
  /** A signed-in buyer's details from their account (phone, company, country, address), or null. */
  prefill: QuoteFailure['values'] | null;
  /** The action's last refusal of this form. */
  failure: QuoteFailure | undefined;
}) {
  const sending = useSending('accept');
  const form = useFormCheck<AcceptField>({
    answer: failure,
    idOf: (name) => `quote-${name}`,
    check: checkAcceptForm,
    checkFailedMessage: CORRECT_FIELDS_MESSAGE,
    clearOnChange: true,
    focusAnswer: true,
  });
  // What was typed comes back with a refusal; the buyer's name starts as the studio wrote it, and a
  // signed-in buyer's other details as their account has them (as the checkout does).
  const values: QuoteFailure['values'] = failure?.values ?? { ...prefill, fullName: quote.buyerName };
  return (
    <section aria-labelledby="accept-heading" className="mt-8 rounded-lg border border-border p-6">
      <h2 id="accept-heading" className="text-lg font-semibold">
        Accept the quote
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        {`You pay the deposit of ${formatMoney(quote.depositCents)} now, as an order with its invoice; the balance of ${formatMoney(quote.balanceCents)} once you approve the preliminary drawings.`}
      </p>
      <Form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={(event) => (sending ? event.preventDefault() : form.onSubmit(event))}
        className="mt-5 space-y-5"
      >
        <QuoteFormFields intent="accept" token={token} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={failure?.retryKey ?? idempotencyKey} />
        <EnhancedField />
        <FormAlert message={form.formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FullNameField form={form} values={values} />
          <OptionalContactFields form={form} values={values} />
        </div>
        <BillingAddressFields form={form} values={values} countries={countries} />
        <div>
          <div className="flex items-start gap-3">
            <input
              {...form.control('acceptTerms')}
              type="checkbox"
              defaultChecked={values.acceptTerms === 'on'}
              required
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
            />
            <label htmlFor="quote-acceptTerms" className="text-sm">
              I accept the terms of this quote and the{' '}
              <Link to="/licence" target="_blank" className="font-medium text-primary underline">
                plan licence terms
              </Link>
            </label>
          </div>
          <FieldError id="quote-acceptTerms" error={form.errors.acceptTerms} />
        </div>
        <SubmitButton submitting={sending !== null} busyLabel="Placing the deposit order…">
          Accept and pay the deposit
        </SubmitButton>
      </Form>
    </section>
  );
}
