import { useActionDialog } from '../../components/action-dialog';
import { errorMessage } from '../../lib/query-client';
import { type OrderActionPath, useOrderAction } from './api';

/** Says what happened, in the page's polite live region. */
export type Announce = (message: string) => void;

/**
 * Wires one order action to its dialog: a fresh action id and a clean slate on every opening, the
 * server's error while it stays open, and on success it closes and announces.
 */
export function useOrderActionDialog<TBody extends { actionId: string }>(
  number: string,
  action: OrderActionPath,
  announce: Announce,
  onOpen?: () => void,
) {
  const mutation = useOrderAction<TBody>(number, action);
  const dialog = useActionDialog(() => {
    mutation.reset();
    onOpen?.();
  });
  const run = (body: Omit<TBody, 'actionId'>, success: string) =>
    mutation.mutate({ ...body, actionId: dialog.actionId } as TBody, {
      onSuccess: () => {
        dialog.close();
        announce(success);
      },
    });
  const props = {
    open: dialog.open,
    onOpenChange: dialog.onOpenChange,
    pending: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error) : null,
  };
  return { props, run };
}
