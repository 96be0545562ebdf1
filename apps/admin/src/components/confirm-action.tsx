import { ActionDialog, type ActionDialogProps } from './action-dialog';
import { type DialogMutation, useMutationDialog } from './mutation-dialog';

type ConfirmActionProps = Omit<
  ActionDialogProps,
  'open' | 'onOpenChange' | 'pending' | 'error' | 'onSubmit' | 'children'
> & {
  /** The action: its pending state and its error show in the dialog; it is reset on every opening. */
  mutation: DialogMutation;
  /**
   * Runs the action once confirmed. Call `close` when it succeeded, unless the button goes with what it
   * acted on (a deleted entry): the dialog then goes with it, and focus moves to the page's main region.
   */
  onConfirm(close: () => void): void;
  /** Told when the member opens or dismisses the dialog (not when `close` is called). */
  onOpenChange?(open: boolean): void;
};

/** A button that asks first (an alert dialog), e.g. Delete; it stays open, showing the error, until the server agrees. */
export function ConfirmAction({ mutation, onConfirm, onOpenChange, ...texts }: ConfirmActionProps) {
  const dialog = useMutationDialog(mutation);
  return (
    <ActionDialog
      {...texts}
      {...dialog.props}
      onOpenChange={(open) => {
        dialog.props.onOpenChange(open);
        onOpenChange?.(open);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(dialog.close);
      }}
    />
  );
}
