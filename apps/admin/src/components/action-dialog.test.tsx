import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActionDialog, useActionDialog } from './action-dialog';

/** A delete confirmation as the features use it: it closes once the action succeeded. */
function ConfirmDelete({ onConfirm, fail = false }: { onConfirm(): void; fail?: boolean }) {
  const dialog = useActionDialog();
  const [error, setError] = useState<string | null>(null);
  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      pending={false}
      error={error}
      trigger="Delete"
      triggerAriaLabel="Delete Walls"
      title="Delete “Walls”?"
      description="This cannot be undone."
      submitLabel="Delete category"
      dismissLabel="Keep category"
      destructive
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
        if (fail) setError('The category is in use.');
        else dialog.close();
      }}
    />
  );
}

describe('ActionDialog as a confirmation', () => {
  it('is an alert dialog that acts on confirm, closes and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDelete onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete Walls' });

    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Walls”?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    // The safe choice has focus first.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep category' }));

    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('does nothing on cancel or Escape, and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDelete onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete Walls' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Keep category' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("stays open with the server's message when the action fails", async () => {
    const user = userEvent.setup();
    render(<ConfirmDelete onConfirm={() => {}} fail />);
    await user.click(screen.getByRole('button', { name: 'Delete Walls' }));
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The category is in use.');
  });
});
