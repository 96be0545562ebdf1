import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogCloseButton, dialogClasses } from '../../components/action-dialog';

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
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content}>
          <Dialog.Title className={dialogClasses.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialogClasses.description}>{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
