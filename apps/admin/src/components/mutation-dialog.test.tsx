import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api';
import { ActionDialog } from './action-dialog';
import { FormField } from './form-field';
import { useFormDialog } from './mutation-dialog';

/** A rename as the features write it, against a server that agrees, or refuses with the given error. */
function RenameWalls({ refusal }: { refusal: ApiRequestError | null }) {
  const [error, setError] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');
  const mutation = {
    isPending: false,
    error,
    reset: () => setError(null),
    mutate(
      input: { label: string },
      { onSuccess, onError }: { onSuccess(data: string): void; onError(error: unknown): void },
    ) {
      if (!refusal) return onSuccess(input.label);
      setError(refusal);
      onError(refusal);
    },
  };
  const form = useForm({ defaultValues: { label: 'Walls' } });
  const dialog = useFormDialog(mutation, form, { label: 'Walls' }, ['label']);
  return (
    <>
      <p>Announced: {announcement}</p>
      <ActionDialog
        {...dialog.props}
        trigger="Edit"
        title="Edit “Walls”"
        description="Rename the category."
        submitLabel="Save category"
        onSubmit={form.handleSubmit((values) => dialog.save(values, (saved) => setAnnouncement(`${saved} is saved.`)))}
      >
        <FormField label="Label" error={form.formState.errors.label?.message}>
          {(control) => <input {...control} {...form.register('label')} />}
        </FormField>
      </ActionDialog>
    </>
  );
}

describe('useFormDialog', () => {
  it('puts the values back in the form each time the dialog opens, and closes and announces once saved', async () => {
    const user = userEvent.setup();
    render(<RenameWalls refusal={null} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Label'));
    await user.type(screen.getByLabelText('Label'), 'Roofs');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Walls');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Announced: Walls is saved.')).toBeTruthy();
  });

  it("puts the server's message on the field it names, not above the form", async () => {
    const user = userEvent.setup();
    render(<RenameWalls refusal={new ApiRequestError(409, 'conflict', 'Taken.', { label: 'That label is taken.' })} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    const field = screen.getByLabelText('Label');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'That label is taken.',
    );
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field above the buttons, and drops it when the dialog opens again', async () => {
    const user = userEvent.setup();
    render(<RenameWalls refusal={new ApiRequestError(500, 'internal', 'The server failed.')} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(screen.getByRole('alert').textContent).toBe('The server failed.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
