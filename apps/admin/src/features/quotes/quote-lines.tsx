import { QUOTE_MAX_LINES, type QuoteTerms } from '@atelier/domain/quotes';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { fieldErrorClass, inputClass, secondaryButtonClass } from '../../components/form-styles';
import { ControlledMoneyInput } from '../../components/money-input';
import { emptyLine, type QuoteFormValues } from './quote-form-values';

export type QuoteTermsForm = UseFormReturn<QuoteFormValues, unknown, QuoteTerms>;

/** The priced changes of a quote, one row each: what changes, and its amount in dollars. */
export function QuoteLines({ form }: { form: QuoteTermsForm }) {
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const listError = errors?.root?.message ?? errors?.message;
  // After a line is removed, the line now in its place (else the one before) gets focus.
  const [focusLine, setFocusLine] = useState<number | null>(null);
  useEffect(() => {
    if (focusLine === null) return;
    form.setFocus(`lines.${focusLine}.description`);
    setFocusLine(null);
  }, [focusLine, form]);

  const remove = (index: number) => {
    lines.remove(index);
    setFocusLine(Math.min(index, lines.fields.length - 2));
  };
  const full = lines.fields.length >= QUOTE_MAX_LINES;

  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">Lines</legend>
      <p className="text-sm text-muted-fg">Each change the buyer asked for, priced in US dollars before tax.</p>
      <ol className="space-y-3">
        {lines.fields.map((field, index) => {
          const number = index + 1;
          const lineErrors = errors?.[index];
          return (
            <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]">
              <FormField label={`Description of line ${number}`} error={lineErrors?.description?.message}>
                {(control) => (
                  <input {...control} {...form.register(`lines.${index}.description`)} className={inputClass} />
                )}
              </FormField>
              <FormField label={`Amount of line ${number}`} error={lineErrors?.amountCents?.message}>
                {(control) => (
                  <ControlledMoneyInput
                    {...control}
                    control={form.control}
                    name={`lines.${index}.amountCents`}
                    min={0.01}
                  />
                )}
              </FormField>
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={lines.fields.length === 1}
                className={`${secondaryButtonClass} sm:mt-6`}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove line {number}
              </button>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className={fieldErrorClass}>
          {listError}
        </p>
      ) : null}
      <button type="button" disabled={full} onClick={() => lines.append(emptyLine())} className={secondaryButtonClass}>
        <Plus aria-hidden className="size-4" />
        Add a line
      </button>
      {full ? <p className="text-sm text-muted-fg">A quote has at most {QUOTE_MAX_LINES} lines.</p> : null}
    </fieldset>
  );
}
