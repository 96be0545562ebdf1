import { formatMoney } from '@atelier/domain/money';
import type { QuoteTerms } from '@atelier/domain/quotes';
import { type ReactNode, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DetailList } from '../../components/detail-list';
import { FormError, SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass, textareaClass } from '../../components/form-styles';
import type { FormMutation } from '../../components/mutation-dialog';
import { showFieldErrors } from '../../lib/field-errors';
import { type QuoteFormValues, quoteFieldPaths, quoteFormResolver, runningAmounts } from './quote-form-values';
import { QuoteLines, type QuoteTermsForm } from './quote-lines';

/** The total, deposit and balance as the terms are typed. */
function RunningAmounts({ form }: { form: QuoteTermsForm }) {
  const [lines, depositPercent] = useWatch({ control: form.control, name: ['lines', 'depositPercent'] });
  const amounts = runningAmounts({ lines, depositPercent });
  const percent = depositPercent.trim();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="max-w-sm space-y-2 rounded-md border border-border p-3">
      <p id={titleId} className="text-sm font-medium">
        Amounts before tax
      </p>
      <DetailList
        rows={[
          ['Total', formatMoney(amounts.totalCents)],
          [percent ? `Deposit (${percent}%)` : 'Deposit', formatMoney(amounts.depositCents)],
          ['Balance', formatMoney(amounts.balanceCents)],
        ]}
      />
    </section>
  );
}

function TermFields({ form }: { form: QuoteTermsForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        label="Deposit (%)"
        hint="Paid when the buyer accepts; the rest is the balance."
        error={errors.depositPercent?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('depositPercent')}
            type="number"
            inputMode="numeric"
            min={10}
            max={100}
            step={1}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label="Days to deliver"
        hint="For each set of drawings, from the deposit's payment or a request for changes."
        error={errors.dueDays?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('dueDays')}
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            step={1}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Valid until" hint="The last day the buyer may accept." error={errors.validUntil?.message}>
        {(control) => <input {...control} {...form.register('validUntil')} type="date" className={inputClass} />}
      </FormField>
    </div>
  );
}

interface QuoteFormProps<TData> {
  /** What the form starts from: a new quote's defaults, or the saved terms. */
  initial: QuoteFormValues;
  /** Sends the terms; its refusals land on the fields they name, any other shows above the button. */
  save: FormMutation<QuoteTerms, TData>;
  onSaved(data: TData): void;
  submitLabel: string;
  /** More buttons beside the submit one (Cancel). */
  actions?: ReactNode;
}

/** The terms of a quote, for a new one and a saved one alike: its lines, deposit, delivery time and validity. */
export function QuoteForm<TData>({ initial, save, onSaved, submitLabel, actions }: QuoteFormProps<TData>) {
  const form = useForm<QuoteFormValues, unknown, QuoteTerms>({
    resolver: quoteFormResolver,
    defaultValues: initial,
  });
  const submit = (terms: QuoteTerms) =>
    save.mutate(terms, {
      onSuccess: onSaved,
      onError: (error) => {
        if (showFieldErrors(form, error, quoteFieldPaths(terms.lines.length))) save.reset();
      },
    });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-6">
      <QuoteLines form={form} />
      <RunningAmounts form={form} />
      <TermFields form={form} />
      <FormField
        label="Note to the buyer"
        hint="What is included and what is not, or anything else the buyer should know."
        error={errors.note?.message}
      >
        {(control) => <textarea {...control} {...form.register('note')} rows={4} className={textareaClass} />}
      </FormField>
      <FormError error={save.error} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={save.isPending}>{submitLabel}</SubmitButton>
        {actions}
      </div>
    </form>
  );
}
