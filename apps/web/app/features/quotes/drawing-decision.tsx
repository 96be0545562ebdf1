import { formatMoney } from '@atelier/domain/money';
import type { DrawingDecision as Decision, QuoteDrawing } from '@atelier/domain/quotes';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { Form } from 'react-router';
import { FieldError, FormAlert, FormField, inputClass, SubmitButton } from '../../components/form-field';
import { CORRECT_FIELDS_MESSAGE, errorIdOf } from '../../lib/form-check';
import { useFormCheck } from '../../lib/use-form-check';
import { DrawingLink, DrawingNote, drawingTitle } from './quote-drawings';
import { QuoteFormFields, useSending } from './quote-form-parts';
import { CONFIRM_APPROVAL_FIELD, checkDecisionForm, type QuoteFailure } from './quote-form-values';

const CONFIRM_ID = 'quote-confirmApproval';

/**
 * "Approve the drawings" asks first, as approving makes the balance due. With scripts its button opens an
 * alert dialog whose answer posts the form (with the confirmation); without them the form has a checkbox
 * the buyer must tick, and the action refuses an approval without either.
 */
function ApproveForm({
  hidden,
  balanceCents,
  submitting,
  busyLabel,
  error,
}: {
  hidden: ReactNode;
  balanceCents: number;
  submitting: boolean;
  busyLabel: string;
  /** The action's message when the confirmation was missing. */
  error: string | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const consequence = `The final drawings follow, and the balance of ${formatMoney(balanceCents)} is then due.`;
  return (
    <>
      <Form method="post" className="no-js-only mt-4 space-y-4">
        {hidden}
        <div>
          <div className="flex items-start gap-3">
            <input
              id={CONFIRM_ID}
              name={CONFIRM_APPROVAL_FIELD}
              type="checkbox"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdOf(CONFIRM_ID) : undefined}
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
            />
            <label htmlFor={CONFIRM_ID} className="text-sm">
              {`I have looked through these drawings and approve them. ${consequence}`}
            </label>
          </div>
          <FieldError id={CONFIRM_ID} error={error} />
        </div>
        <SubmitButton submitting={submitting} busyLabel={busyLabel}>
          Approve the drawings
        </SubmitButton>
      </Form>
      <Form ref={formRef} method="post" className="js-only mt-4">
        {hidden}
        <input type="hidden" name={CONFIRM_APPROVAL_FIELD} value="on" />
        <AlertDialog.Root>
          <AlertDialog.Trigger
            disabled={submitting}
            className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-fg motion-press disabled:opacity-60"
          >
            {submitting ? busyLabel : 'Approve the drawings'}
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-overlay-in" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-bg p-6 shadow-2xl data-[state=open]:animate-overlay-in">
              <AlertDialog.Title className="text-lg font-semibold">Approve these drawings?</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-muted-fg">
                {`Approve them once you have looked through every sheet: they cannot be changed after. ${consequence}`}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className="inline-flex h-11 items-center justify-center rounded-md border border-border bg-card px-6 font-medium hover:border-primary">
                  Keep looking
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  onClick={() => formRef.current?.requestSubmit()}
                  className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-fg motion-press"
                >
                  Approve the drawings
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </Form>
    </>
  );
}

/**
 * The buyer's answer to the preliminary drawings: approve them (the balance is then due), or say what
 * should change (the studio sends a new version). Two plain forms posting to the page.
 */
export function DrawingDecision({
  drawing,
  dueDays,
  balanceCents,
  token,
  failure,
}: {
  drawing: QuoteDrawing;
  dueDays: number;
  /** What falls due once the drawings are approved. */
  balanceCents: number;
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
      <DrawingNote drawing={drawing} className="mt-2 text-sm" />
      <p className="mt-2 text-sm text-muted-fg">
        {`Look through the drawings, then approve them or tell us what should change: we send revised drawings within ${dueDays} ${dueDays === 1 ? 'day' : 'days'}.`}
      </p>
      <FormAlert message={form.formError} className="mt-4" />
      <ApproveForm
        hidden={hidden('approved')}
        balanceCents={balanceCents}
        submitting={sending !== null}
        busyLabel={sent === 'approved' ? 'Approving…' : 'Approve the drawings'}
        error={failure?.fields.confirmApproval}
      />
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
