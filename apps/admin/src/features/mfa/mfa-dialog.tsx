import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

const overlayClass = 'fixed inset-0 z-50 bg-black/50';
const contentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 shadow-xl';

interface MfaDialogProps {
  trigger: ReactNode;
  triggerClassName: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/** A dialog whose content changes with its steps (set up, then the recovery codes once). */
export function MfaDialog({
  trigger,
  triggerClassName,
  title,
  description,
  open,
  onOpenChange,
  children,
}: MfaDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={contentClass}>
          <Dialog.Title className="pr-8 text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-fg">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
          <Dialog.Close className="absolute top-3 right-3 rounded-md p-2 hover:bg-muted" aria-label="Close">
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
