import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showFieldErrors } from '../lib/field-errors';
import { errorMessage } from '../lib/query-client';
import { useActionDialog } from './action-dialog';

/** What an action dialog needs of its mutation (a TanStack Query mutation is one). */
export interface DialogMutation {
  isPending: boolean;
  error: unknown;
  reset(): void;
}

/**
 * An action dialog wired to its mutation: a clean slate (and a fresh action id) on every opening, then the
 * server's message while the dialog stays open. Spread `props` on the `ActionDialog`; `close` it once the
 * action succeeded.
 */
export function useMutationDialog(mutation: DialogMutation, onOpen?: () => void) {
  const dialog = useActionDialog(() => {
    mutation.reset();
    onOpen?.();
  });
  const props = {
    open: dialog.open,
    onOpenChange: dialog.onOpenChange,
    pending: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error) : null,
  };
  return { props, close: dialog.close, actionId: dialog.actionId };
}

/** A mutation that saves a form's values (a TanStack Query mutation is one). */
export interface FormMutation<TVariables, TData> extends DialogMutation {
  mutate(variables: TVariables, options: { onSuccess(data: TData): void; onError(error: unknown): void }): void;
}

/**
 * An action dialog around a react-hook-form form: every opening also puts `values` back in the form.
 * `save` sends the values; once the server agrees the dialog closes and `onSaved` runs (an announcement),
 * and when it refuses, its messages go on the `fields` they name (any other refusal shows in the dialog).
 */
export function useFormDialog<TValues extends FieldValues, TOutput extends FieldValues, TVariables, TData>(
  mutation: FormMutation<TVariables, TData>,
  form: UseFormReturn<TValues, unknown, TOutput>,
  values: TValues,
  fields: readonly Path<TValues>[],
) {
  const dialog = useMutationDialog(mutation, () => form.reset(values));
  const save = (variables: TVariables, onSaved: (data: TData) => void) =>
    mutation.mutate(variables, {
      onSuccess: (data) => {
        dialog.close();
        onSaved(data);
      },
      onError: (error) => {
        if (showFieldErrors(form, error, fields)) mutation.reset();
      },
    });
  return { ...dialog, save };
}
