import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { inputClass } from './form-styles';

interface DateTimeFieldProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** A field holding the input's text, e.g. '2026-03-01T09:00' (lib/local-date-time.ts turns it into ISO). */
  name: Path<TValues>;
  label: string;
  hint?: string;
}

/** A labelled date and time in the reader's time zone, with its hint and the message about it. */
export function DateTimeField<TValues extends FieldValues, TOutput>({
  form,
  name,
  label,
  hint,
}: DateTimeFieldProps<TValues, TOutput>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={label} hint={hint} error={error?.message}>
      {(control) => <input {...control} {...form.register(name)} type="datetime-local" className={inputClass} />}
    </FormField>
  );
}
