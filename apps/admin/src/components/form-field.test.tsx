import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('names its control by its label and ties the hint and the error to it', () => {
    render(
      <FormField label="Lead time (days)" hint="0 means ready at once." error="A lead time cannot be negative.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Lead time (days)' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toEqual([
      screen.getByText('0 means ready at once.').id,
      screen.getByText('A lead time cannot be negative.').id,
    ]);
    expect(screen.getByText('Lead time (days)').className).not.toContain('sr-only');
  });

  it('can keep its label for screen readers only, in a table whose headings say it', () => {
    render(
      <FormField label="Price of Basement foundation (USD)" labelHidden>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Price of Basement foundation (USD)' })).toBeTruthy();
    expect(screen.getByText('Price of Basement foundation (USD)').className).toBe('sr-only');
  });
});
