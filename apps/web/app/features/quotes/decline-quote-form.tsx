import { Form } from 'react-router';
import { FormAlert, FormField, inputClass, SubmitButton } from '../../components/form-field';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { useFormCheck } from '../../lib/use-form-check';
import { QuoteFormFields, useSending } from './quote-form-parts';
import { checkDeclineForm, type QuoteFailure } from './quote-form-values';

/** The buyer turns the quote down, saying why if they wish; the page then shows it declined. */
export function DeclineQuoteForm({ token, failure }: { token: string; failure: QuoteFailure | undefined }) {
  const sending = useSending('decline');
  const form = useFormCheck<'reason'>({
    answer: failure,
    idOf: () => 'quote-reason',
    check: checkDeclineForm,
    checkFailedMessage: CORRECT_FIELDS_MESSAGE,
    clearOnChange: true,
    focusAnswer: true,
  });
  return (
    <section aria-labelledby="decline-heading" className="mt-8">
      <h2 id="decline-heading" className="text-lg font-semibold">
        Decline the quote
      </h2>
      <p className="mt-1 text-sm text-muted-fg">Not going ahead? Tell us, and we close the quote.</p>
      <Form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={(event) => (sending ? event.preventDefault() : form.onSubmit(event))}
        className="mt-4 space-y-4"
      >
        <QuoteFormFields intent="decline" token={token} />
        <FormAlert message={form.formError} />
        <FormField {...form.field('reason')} label="Reason" optional>
          <textarea
            {...form.control('reason')}
            defaultValue={failure?.values.reason}
            rows={3}
            maxLength={2000}
            className={inputClass}
          />
        </FormField>
        <SubmitButton submitting={sending !== null} busyLabel="Declining…" variant="secondary">
          Decline the quote
        </SubmitButton>
      </Form>
    </section>
  );
}
