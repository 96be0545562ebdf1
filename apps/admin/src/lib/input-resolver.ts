import { fieldErrors } from '@atelier/domain/field-errors';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The messages keyed by the schema's paths, keyed by the form fields they go on. */
export type MessagesOnFields<TValues> = (
  messages: Readonly<Partial<Record<string, string>>>,
  values: TValues,
) => Record<string, string>;

/** A message about 'lines.2' goes on the field 'lines'; the first message about a field wins. */
export function messagesByField(messages: Readonly<Partial<Record<string, string>>>): Record<string, string> {
  const onFields: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    const field = path.split('.')[0] ?? path;
    if (message !== undefined) onFields[field] ??= message;
  }
  return onFields;
}

/**
 * Checks a form as the input it becomes (`toInput`: number boxes read as numbers, date-time inputs as ISO
 * times) with the shared schema the server checks it with; `onFields` says which field each message goes on.
 */
export function inputResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TValues) => unknown,
  onFields: MessagesOnFields<TValues> = messagesByField,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const flat: FieldErrors = {};
    for (const [name, message] of Object.entries(onFields(fieldErrors(result.error.issues), values))) {
      flat[name] = { type: 'validate', message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
