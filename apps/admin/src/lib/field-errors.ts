import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from './api';

/**
 * Puts the server's field messages (a 400, or a 409 naming a field) on the form's fields and
 * focuses the first. False when the error names none of them, so the caller shows its message instead.
 */
export function showFieldErrors<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
  fields: readonly Path<TValues>[],
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const named = fields.filter((field) => error.fields[field]);
  for (const field of named) form.setError(field, { message: error.fields[field] });
  const [first] = named;
  if (first) form.setFocus(first);
  return first !== undefined;
}
