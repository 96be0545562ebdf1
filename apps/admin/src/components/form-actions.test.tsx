import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Announcement } from './announcement';
import { FormActions, SubmitButton } from './form-actions';

describe('FormActions', () => {
  it('shows only the submit button while nothing went wrong', () => {
    render(
      <form>
        <FormActions error={null} pending={false}>
          Save figures
        </FormActions>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save figures' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the last save failed, and keeps the button disabled while a save is under way', () => {
    render(
      <form>
        <FormActions error="The figures could not be saved." pending>
          Save figures
        </FormActions>
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The figures could not be saved.');
    expect(screen.getByRole('button', { name: 'Save figures' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('SubmitButton', () => {
  it('is a submit button, disabled with a spinner while its request is under way', () => {
    const { rerender } = render(
      <form>
        <SubmitButton pending={false}>Set password</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Set password' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.querySelector('svg')).toBeNull();

    rerender(
      <form>
        <SubmitButton pending className="w-full">
          Set password
        </SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Set password' })).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.className).toBe('w-full');
  });
});

describe('Announcement', () => {
  it('is a polite live region, outlined only while it says something', () => {
    const { rerender } = render(<Announcement>{''}</Announcement>);
    const region = screen.getByRole('status');
    expect(region.className).toBe('');
    rerender(<Announcement>Saved.</Announcement>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Saved.');
    expect(region.className).not.toBe('');
  });
});
