import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Announcement } from './announcement';
import { FormActions } from './form-actions';

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
