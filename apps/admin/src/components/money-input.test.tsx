import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ControlledMoneyInput, centsOfDollarText, dollarsOfCents, MoneyInput } from './money-input';

/** A money input holding its cents, which it shows below it. */
function Price({ initial, min }: { initial: number; min?: number }) {
  const [cents, setCents] = useState(initial);
  return (
    <>
      <label htmlFor="price">Price (USD)</label>
      <MoneyInput
        id="price"
        aria-invalid={false}
        value={cents}
        onValueChange={setCents}
        {...(min === undefined ? {} : { min })}
      />
      <output>{Number.isNaN(cents) ? 'empty' : cents}</output>
    </>
  );
}

describe('dollars and cents', () => {
  it('reads the typed dollars as whole cents, and nothing typed as NaN', () => {
    expect(centsOfDollarText('295')).toBe(29_500);
    expect(centsOfDollarText('0.1')).toBe(10);
    expect(centsOfDollarText('19.99')).toBe(1_999);
    expect(centsOfDollarText('0')).toBe(0);
    expect(centsOfDollarText('')).toBeNaN();
  });

  it('shows cents as dollars, and NaN as nothing', () => {
    expect(dollarsOfCents(29_500)).toBe(295);
    expect(dollarsOfCents(1_999)).toBe(19.99);
    expect(dollarsOfCents(0)).toBe(0);
    expect(dollarsOfCents(Number.NaN)).toBe('');
  });
});

describe('MoneyInput', () => {
  it('shows the price in dollars and keeps what is typed in cents', async () => {
    const user = userEvent.setup();
    render(<Price initial={29_500} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price (USD)');
    expect(input.value).toBe('295');
    expect(input.min).toBe('1');
    expect(input.step).toBe('0.01');

    await user.clear(input);
    expect(screen.getByRole('status').textContent).toBe('empty');
    await user.type(input, '312.5');
    expect(screen.getByRole('status').textContent).toBe('31250');
    expect(input.value).toBe('312.5');
  });

  it('takes another lowest price, e.g. 0 for what may be free', () => {
    render(<Price initial={0} min={0} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price (USD)');
    expect(input.min).toBe('0');
    expect(input.value).toBe('0');
  });
});

/** A form's price, which it shows below its input. */
function FormPrice({ onValueChange }: { onValueChange(cents: number): void }) {
  const form = useForm({ defaultValues: { priceCents: 29_500 } });
  return (
    <>
      <label htmlFor="price">Price (USD)</label>
      <ControlledMoneyInput id="price" control={form.control} name="priceCents" onValueChange={onValueChange} />
      <output>{String(form.watch('priceCents'))}</output>
    </>
  );
}

describe('ControlledMoneyInput', () => {
  it("shows the form's price in dollars and keeps what is typed in cents, telling who asks", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FormPrice onValueChange={onValueChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price (USD)');
    expect(input.value).toBe('295');

    await user.clear(input);
    await user.type(input, '19.99');
    expect(screen.getByRole('status').textContent).toBe('1999');
    expect(onValueChange).toHaveBeenLastCalledWith(1_999);
  });
});
