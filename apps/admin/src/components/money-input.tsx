import { dollarsToCents } from '@atelier/domain/money';
import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { inputClass } from './form-styles';

type MoneyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min'> & {
  /** In cents; NaN while the input is empty. */
  value: number;
  onValueChange(cents: number): void;
  /** The lowest price in dollars the browser offers (its arrows); the schema has the last word. */
  min?: number;
  /** More classes after the usual input's: a width, right alignment. */
  className?: string;
};

/** The cents a money input's text stands for: NaN when it is empty (the schema's 'Enter a price.'). */
export const centsOfDollarText = (text: string) => (text === '' ? Number.NaN : dollarsToCents(Number(text)));

/**
 * What a money input shows for a price in cents: empty while there is none. A number, not text: React
 * then leaves a half-typed '295.' alone, as it equals 295.
 */
export const dollarsOfCents = (cents: number): number | '' => (Number.isFinite(cents) ? cents / 100 : '');

/** A price typed in dollars and kept in cents, as the shared schemas want it. */
export function MoneyInput({ value, onValueChange, min = 1, className, ...props }: MoneyInputProps) {
  return (
    <input
      {...props}
      value={dollarsOfCents(value)}
      onChange={(event) => onValueChange(centsOfDollarText(event.target.value))}
      type="number"
      inputMode="decimal"
      min={min}
      step="0.01"
      className={className ? `${inputClass} ${className}` : inputClass}
    />
  );
}

type ControlledMoneyInputProps<Values extends FieldValues, Transformed> = Omit<
  MoneyInputProps,
  'value' | 'onValueChange' | 'name'
> & {
  control: Control<Values, unknown, Transformed>;
  /** A field holding cents. */
  name: FieldPathByValue<Values, number>;
  /** Told of each change too, before the form is. */
  onValueChange?(cents: number): void;
};

/** A money input for a price in a react-hook-form form. */
export function ControlledMoneyInput<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  onValueChange,
  ...props
}: ControlledMoneyInputProps<Values, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          {...props}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={field.value}
          onValueChange={(cents) => {
            onValueChange?.(cents);
            field.onChange(cents);
          }}
        />
      )}
    />
  );
}
