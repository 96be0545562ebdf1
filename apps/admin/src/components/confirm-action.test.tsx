import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api';
import { ConfirmAction } from './confirm-action';

/** A mutation as TanStack Query gives it, run by hand: it succeeds, or fails with the server's message. */
function useFakeMutation(fail: boolean) {
  const [error, setError] = useState<unknown>(null);
  const [runs, setRuns] = useState(0);
  return {
    isPending: false,
    error,
    runs,
    reset: () => setError(null),
    mutate(onSuccess: () => void) {
      setRuns((count) => count + 1);
      if (fail) setError(new ApiRequestError(409, 'conflict', 'The category is in use.'));
      else onSuccess();
    },
  };
}

function DeleteWalls({ fail = false, onOpenChange }: { fail?: boolean; onOpenChange?(open: boolean): void }) {
  const remove = useFakeMutation(fail);
  return (
    <>
      <p>Runs: {remove.runs}</p>
      <ConfirmAction
        mutation={remove}
        trigger="Delete"
        triggerAriaLabel="Delete Walls"
        title="Delete “Walls”?"
        description="This cannot be undone."
        submitLabel="Delete category"
        dismissLabel="Keep category"
        destructive
        {...(onOpenChange ? { onOpenChange } : {})}
        onConfirm={(close) => remove.mutate(close)}
      />
    </>
  );
}

describe('ConfirmAction', () => {
  it('is an alert dialog that acts on confirm, closes when told to and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<DeleteWalls />);
    const trigger = screen.getByRole('button', { name: 'Delete Walls' });

    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Walls”?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    // The safe choice has focus first.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep category' }));

    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(screen.getByText('Runs: 1')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('does nothing on cancel or Escape, gives focus back to its button and says it opened and closed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DeleteWalls onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Delete Walls' });

    await user.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Keep category' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(screen.getByText('Runs: 0')).toBeTruthy();
  });

  it("stays open with the server's message when the action fails, and starts clean when opened again", async () => {
    const user = userEvent.setup();
    render(<DeleteWalls fail />);
    await user.click(screen.getByRole('button', { name: 'Delete Walls' }));
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The category is in use.');

    await user.click(screen.getByRole('button', { name: 'Keep category' }));
    await user.click(screen.getByRole('button', { name: 'Delete Walls' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its confirm button disabled while the action is under way', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmAction
        mutation={{ isPending: true, error: null, reset() {} }}
        trigger="Remove photo"
        title="Remove the photo?"
        description="The photo is deleted."
        submitLabel="Remove photo"
        dismissLabel="Keep photo"
        destructive
        onConfirm={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the photo?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove photo' });
    expect(confirm.getAttribute('type')).toBe('submit');
    expect(confirm.hasAttribute('disabled')).toBe(true);
  });
});
