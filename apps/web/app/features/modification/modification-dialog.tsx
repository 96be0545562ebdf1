import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useFetcher } from 'react-router';
import { type ModificationFailure, ModificationForm } from './modification-form';
import { ModificationSent } from './modification-sent';

type ActionAnswer = { sent: true } | ModificationFailure;

/** The modification request form in a modal dialog; it posts through a fetcher and stays on the page. */
export default function ModificationDialog({
  design,
  open,
  onOpenChange,
  returnFocus,
}: {
  design: { id: string; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Radix returns focus only to its own Trigger; the opener here is a plain button. */
  returnFocus(): void;
}) {
  const fetcher = useFetcher<ActionAnswer>({ key: `modify-${design.id}` });
  const answer = fetcher.data;
  const sent = answer !== undefined && 'sent' in answer;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-bg p-6 shadow-2xl data-[state=open]:animate-overlay-in"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">Request a modification</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-muted">
              <X aria-hidden className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-4 text-sm text-muted-fg">
            Tell our architects how you would like {design.title} adapted.
          </Dialog.Description>
          {sent ? (
            <ModificationSent>
              <Dialog.Close className="mt-4 font-medium text-primary hover:underline">Close</Dialog.Close>
            </ModificationSent>
          ) : (
            <ModificationForm
              designId={design.id}
              FormComponent={fetcher.Form}
              submitting={fetcher.state !== 'idle'}
              failure={answer}
              inDialog
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
