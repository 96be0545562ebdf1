import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group';

describe('ChoiceGroup', () => {
  it('names its boxes’ group by the legend and ties the hint and the error to the group', () => {
    render(
      <ChoiceGroup legend="Licence kinds" hint="Tick one or more." error="Choose at least one.">
        {(invalid) => (
          <label>
            <input type="checkbox" {...invalid} /> CAD files
          </label>
        )}
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'Licence kinds' });
    expect((group.getAttribute('aria-describedby') ?? '').split(' ')).toEqual([
      screen.getByText('Tick one or more.').id,
      screen.getByText('Choose at least one.').id,
    ]);
    expect(screen.getByRole('checkbox', { name: 'CAD files' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('describes nothing and marks nothing invalid without a hint or an error', () => {
    render(
      <ChoiceGroup legend="Discount" error={undefined}>
        {(invalid) => <input type="radio" aria-label="A percentage" {...invalid} />}
      </ChoiceGroup>,
    );
    expect(screen.getByRole('group', { name: 'Discount' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('radio', { name: 'A percentage' }).getAttribute('aria-invalid')).toBe('false');
  });
});
