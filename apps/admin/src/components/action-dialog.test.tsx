import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogButtons, DialogCloseButton, dialogClasses } from './action-dialog';

// ActionDialog as a confirmation (an alert dialog) is tested through ConfirmAction, which the features use.

/** A dialog that draws its own parts, as the two-factor steps do. */
function StepDialog({ pending = false, onSubmit }: { pending?: boolean; onSubmit(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>Turn off two-factor sign-in</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={dialogClasses.content}>
          <Dialog.Title className={dialogClasses.title}>Turn off two-factor sign-in?</Dialog.Title>
          <Dialog.Description className={dialogClasses.description}>It can be set up again.</Dialog.Description>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <DialogButtons pending={pending} submitLabel="Turn off" destructive />
          </form>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

describe('DialogButtons and DialogCloseButton', () => {
  it('close the dialog without acting (Cancel, or the × named Close), or submit its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<StepDialog onSubmit={onSubmit} />);
    const trigger = screen.getByRole('button', { name: 'Turn off two-factor sign-in' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Turn off two-factor sign-in?' })).toBeTruthy();
  });

  it('keep the action disabled while it is under way', async () => {
    const user = userEvent.setup();
    render(<StepDialog pending onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(screen.getByRole('button', { name: 'Turn off' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
  });
});
