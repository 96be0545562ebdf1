import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

function Registered() {
  const form = useForm({ defaultValues: { password: '' } });
  const [sent, setSent] = useState('');
  return (
    <form onSubmit={form.handleSubmit(({ password }) => setSent(password))}>
      <PasswordField
        label="New password"
        hint="At least 12 characters."
        error="Too short."
        autoComplete="new-password"
        {...form.register('password')}
      />
      <button type="submit">Send</button>
      <p>Sent: {sent}</p>
    </form>
  );
}

function Controlled() {
  const [password, setPassword] = useState('');
  return (
    <>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p>Typed: {password}</p>
    </>
  );
}

describe('PasswordField', () => {
  it('is a labelled password input with its hint and error tied to it, filled through a registration', async () => {
    const user = userEvent.setup();
    render(<Registered />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'At least 12 characters.',
      'Too short.',
    ]);

    await user.type(input, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent: correct horse')).toBeTruthy();
  });

  it('takes a value and its onChange instead', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Your password');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    await user.type(input, 'secret');
    expect(screen.getByText('Typed: secret')).toBeTruthy();
  });
});
