import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { SubmitButton } from './form-actions';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './form-styles';

/** Names one attempt at an action: the server ignores a repeat of the same id (a double submit or a retry). */
export function newActionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Open state of an action dialog, with a fresh action id each time it opens. */
export function useActionDialog(onOpen?: () => void) {
  const [open, setOpen] = useState(false);
  const [actionId, setActionId] = useState(newActionId);
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next) {
        setActionId(newActionId());
        onOpen?.();
      }
      setOpen(next);
    },
    [onOpen],
  );
  return { open, actionId, onOpenChange, close: () => setOpen(false) };
}

export interface ActionDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** A fuller name for the trigger when its text alone is ambiguous (it must start with that text). */
  triggerAriaLabel?: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The button that closes the dialog without acting; 'Cancel' unless that reads wrong. */
  dismissLabel?: string;
  destructive?: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  /** The server's message when the last attempt failed. */
  error: string | null;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Form fields; a dialog without fields is a confirmation (an alert dialog). */
  children?: ReactNode;
}

/** The look of every admin dialog, for the ones that draw their own parts (steps, not one form). */
export const dialogClasses = {
  overlay: 'fixed inset-0 z-50 bg-black/50',
  content:
    'fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 shadow-xl',
  title: 'pr-8 text-lg font-semibold',
  description: 'mt-1 text-sm text-muted-fg',
};

/** The × in a dialog's corner. */
export function DialogCloseButton() {
  return (
    <Dialog.Close className="absolute top-3 right-3 rounded-md p-2 hover:bg-muted" aria-label="Close">
      <X aria-hidden className="size-4" />
    </Dialog.Close>
  );
}

interface DialogButtonsProps {
  pending: boolean;
  submitLabel: string;
  dismissLabel?: string;
  destructive?: boolean;
  /** What closes the dialog without acting: a dialog's Close unless it is an alert dialog's Cancel. */
  Close?: typeof Dialog.Close | typeof AlertDialog.Cancel;
}

/** The end of a dialog's form: the way out without acting, then the action. */
export function DialogButtons({
  pending,
  submitLabel,
  dismissLabel = 'Cancel',
  destructive = false,
  Close = Dialog.Close,
}: DialogButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Close type="button" className={secondaryButtonClass}>
        {dismissLabel}
      </Close>
      <SubmitButton pending={pending} className={destructive ? dangerButtonClass : primaryButtonClass}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}

/** A confirmation or a small form for one action; it stays open, showing the error, until the server agrees. */
export function ActionDialog(props: ActionDialogProps) {
  const { children, destructive = false, pending, error } = props;
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button that opened the dialog; when the action removed that button (Mark paid
  // is gone once paid), it goes to the page's main region instead of being lost on the document body.
  const keepFocusOnThePage = (event: Event) => {
    if (triggerRef.current?.isConnected) return;
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  const Parts = children
    ? {
        Root: Dialog.Root,
        Trigger: Dialog.Trigger,
        Portal: Dialog.Portal,
        Overlay: Dialog.Overlay,
        Content: Dialog.Content,
        Title: Dialog.Title,
        Description: Dialog.Description,
        Cancel: Dialog.Close,
      }
    : {
        Root: AlertDialog.Root,
        Trigger: AlertDialog.Trigger,
        Portal: AlertDialog.Portal,
        Overlay: AlertDialog.Overlay,
        Content: AlertDialog.Content,
        Title: AlertDialog.Title,
        Description: AlertDialog.Description,
        Cancel: AlertDialog.Cancel,
      };
  return (
    <Parts.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Parts.Trigger
        ref={triggerRef}
        className={props.triggerClassName ?? secondaryButtonClass}
        {...(props.triggerAriaLabel ? { 'aria-label': props.triggerAriaLabel } : {})}
      >
        {props.trigger}
      </Parts.Trigger>
      <Parts.Portal>
        <Parts.Overlay className={dialogClasses.overlay} />
        <Parts.Content className={dialogClasses.content} onCloseAutoFocus={keepFocusOnThePage}>
          <Parts.Title className={dialogClasses.title}>{props.title}</Parts.Title>
          <Parts.Description className={dialogClasses.description}>{props.description}</Parts.Description>
          <form noValidate onSubmit={props.onSubmit} className="mt-4 space-y-4">
            {children}
            {error ? (
              <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
                {error}
              </p>
            ) : null}
            <DialogButtons
              pending={pending}
              submitLabel={props.submitLabel}
              dismissLabel={props.dismissLabel}
              destructive={destructive}
              Close={Parts.Cancel}
            />
          </form>
          {children ? <DialogCloseButton /> : null}
        </Parts.Content>
      </Parts.Portal>
    </Parts.Root>
  );
}
