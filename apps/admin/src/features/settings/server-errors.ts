import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api';

/**
 * Puts the server's field messages (a 400) on the form: the server names fields by the same dotted
 * paths as the form ('studio.email', 'bankTransfer.0.countries'). Focuses the first; false when the
 * error names no field, so the caller shows its message instead.
 */
export function showServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const paths = Object.keys(error.fields).filter((path) => path !== '_') as Path<TValues>[];
  for (const path of paths) form.setError(path, { message: error.fields[path] });
  const [first] = paths;
  if (first) form.setFocus(first);
  return first !== undefined;
}
