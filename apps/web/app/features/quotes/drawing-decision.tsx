import type { DrawingDecision as Decision, QuoteDrawing } from '@atelier/domain/quotes';
import { Form } from 'react-router';
import { FormAlert, FormField, inputClass, SubmitButton } from '../../components/form-field';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { useFormCheck } from '../../lib/use-form-check';
import { DrawingLink, drawingTitle } from './quote-drawings';
import { QuoteFormFields, useSending } from './quote-form-parts';
import { checkDecisionForm, type QuoteFailure } from './quote-form-values';

/**
 * The buyer's answer to the preliminary drawings: approve them (the balance is then due), or say what
 * should change (the studio sends a new version). Two plain forms posting to the page.
 */
export function DrawingDecision({
  drawing,
  dueDays,
  token,
  failure,
}: {
  drawing: QuoteDrawing;
  dueDays: number;
  token: string;
  /** The action's last refusal of a decision. */
  failure: QuoteFailure | undefined;
}) {
  const sending = useSending('decide');
  const sent = sending?.get('decision');
  const form = useFormCheck<'decision' | 'comment'>({
    answer: failure,
    idOf: (name) => `quote-${name}`,
    check: checkDecisionForm,
    checkFailedMessage: CORRECT_FIELDS_MESSAGE,
    clearOnChange: true,
    focusAnswer: true,
  });
  const hidden = (decision: Decision) => (
    <>
      <QuoteFormFields intent="decide" token={token} />
      <input type="hidden" name="drawingId" value={drawing.id} />
      <input type="hidden" name="decision" value={decision} />
    </>
  );
  return (
    <section aria-labelledby="decision-heading" className="mt-8 rounded-lg border border-border bg-muted/50 p-6">
      <h2 id="decision-heading" className="text-lg font-semibold">
        Your decision
      </h2>
      <p className="mt-2 text-sm">
        {`${drawingTitle(drawing)}: `}
        <DrawingLink drawing={drawing} />
      </p>
      <p className="mt-2 text-sm text-muted-fg">
        {`Look through the drawings, then approve them or tell us what should change: we send revised drawings within ${dueDays} ${dueDays === 1 ? 'day' : 'days'}.`}
      </p>
      <FormAlert message={form.formError} className="mt-4" />
      <Form method="post" className="mt-4">
        {hidden('approved')}
        <SubmitButton
          submitting={sending !== null}
          busyLabel={sent === 'approved' ? 'Approving…' : 'Approve the drawings'}
        >
          Approve the drawings
        </SubmitButton>
      </Form>
      <Form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={(event) => (sending ? event.preventDefault() : form.onSubmit(event))}
        className="mt-6 space-y-4"
      >
        {hidden('changes_requested')}
        <FormField {...form.field('comment')} label="What should change?">
          <textarea
            {...form.control('comment')}
            defaultValue={failure?.values.comment}
            rows={4}
            maxLength={2000}
            required
            className={inputClass}
          />
        </FormField>
        <SubmitButton
          submitting={sending !== null}
          busyLabel={sent === 'changes_requested' ? 'Sending your changes…' : 'Ask for changes'}
        >
          Ask for changes
        </SubmitButton>
      </Form>
    </section>
  );
}
