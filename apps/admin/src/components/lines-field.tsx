import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../lib/api';
import { showFieldErrors } from '../lib/field-errors';
import { inputResolver } from '../lib/input-resolver';
import { FormField } from './form-field';
import { textareaClass } from './form-styles';

/**
 * A list of short texts edited as a textarea, one item per line. The form holds the text; what is sent
 * (and checked by the shared schema) is the list. Each line is trimmed and empty lines at the end are
 * dropped, nothing else: an empty line in between or one too long stays, for the schema to refuse by its
 * number, rather than being quietly changed.
 */
export function linesOf(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

export const textOf = (lines: readonly string[]) => lines.join('\n');

/**
 * Messages keyed by the paths of the list a schema or the server names ('licences.cad.2', 'planSetContents'),
 * put on the textarea that holds the list: a message about one line says which ('Line 3: Remove empty lines.').
 * The first message about each textarea wins; paths of no textarea are left out.
 */
export function linesFieldMessages(
  messages: Readonly<Partial<Record<string, string>>>,
  textareas: readonly string[],
): Record<string, string> {
  const onTextareas: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    const textarea = textareas.find((name) => path === name || path.startsWith(`${name}.`));
    if (textarea === undefined || message === undefined || onTextareas[textarea] !== undefined) continue;
    const line = /^(\d+)(\.|$)/.exec(path.slice(textarea.length + 1));
    onTextareas[textarea] = line ? `Line ${Number(line[1]) + 1}: ${message}` : message;
  }
  return onTextareas;
}

/**
 * Checks the form as what it becomes (`toInput` turns each textarea into its lines) with the shared schema,
 * whose messages land on the textareas.
 */
export function linesResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TValues) => unknown,
  textareas: readonly Path<TValues>[],
): Resolver<TValues, unknown, TOutput> {
  return inputResolver(schema, toInput, (messages) => linesFieldMessages(messages, textareas));
}

/**
 * Puts the server's messages about the lists (a 400 naming 'licences.cad.2') on their textareas and focuses
 * the first; false when it names none of them, so the caller shows its message instead.
 */
export function showLinesFieldErrors<TValues extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
  textareas: readonly Path<TValues>[],
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const onTextareas = new ApiRequestError(
    error.status,
    error.code,
    error.message,
    linesFieldMessages(error.fields, textareas),
  );
  return showFieldErrors(form, onTextareas, textareas);
}

interface LinesFieldProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  name: Path<TValues>;
  label: string;
  hint?: string;
  /** Shown, selectable, not editable: for staff who may not change it. */
  readOnly?: boolean;
  rows?: number;
}

/** A labelled textarea holding a list, one item per line, with its hint and the message about it. */
export function LinesField<TValues extends FieldValues, TOutput>({
  form,
  name,
  label,
  hint,
  readOnly = false,
  rows = 4,
}: LinesFieldProps<TValues, TOutput>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={label} hint={hint} error={error?.message}>
      {(control) => (
        <textarea {...control} {...form.register(name)} readOnly={readOnly} rows={rows} className={textareaClass} />
      )}
    </FormField>
  );
}
