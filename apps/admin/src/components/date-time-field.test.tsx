import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateTimeField } from './date-time-field';

function Harness({ onSave }: { onSave(values: { startsAt: string }): void }) {
  const form = useForm({ defaultValues: { startsAt: '2026-03-01T09:00' } });
  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        values.startsAt < '2026-03-02' ? form.setError('startsAt', { message: 'Too early.' }) : onSave(values),
      )}
    >
      <DateTimeField form={form} name="startsAt" label="Starts" hint="Blank: from now on." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('DateTimeField', () => {
  it('is a labelled date-time input holding the form’s value, with its hint and message tied to it', async () => {
    const saved: unknown[] = [];
    render(<Harness onSave={(values) => saved.push(values)} />);
    const input = screen.getByLabelText('Starts') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.value).toBe('2026-03-01T09:00');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Blank: from now on.').id);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too early.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(input);
    await userEvent.type(input, '2026-03-05T10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ startsAt: '2026-03-05T10:30' }]);
  });
});
