import type { DesignFormValues } from '@atelier/domain/design-admin';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { ControlledMoneyInput } from '../../components/money-input';
import { optionalChoice, optionalNumber, requiredNumber } from './design-form-values';

/** The design page's form, for a new design and a saved one alike (a new one offers no extra licence). */
export type DesignForm = UseFormReturn<DesignFormValues>;
type Option = { readonly id: string; readonly label: string };

type ChoiceName = 'categoryId' | 'locationId' | 'buildingTypeId' | 'foundation' | 'roofType' | 'style';
type NumberName =
  | 'area'
  | 'stories'
  | 'bedrooms'
  | 'bathrooms'
  | 'widthFt'
  | 'depthFt'
  | 'garageBays'
  | 'complexityFactor';

interface SelectFieldProps {
  form: DesignForm;
  name: ChoiceName;
  label: string;
  options: readonly Option[];
  /** The first, empty choice: 'Choose…' for a required list, 'Not stated' for an optional one. */
  emptyLabel: string;
  optional?: boolean;
}

export function SelectField({ form, name, label, options, emptyLabel, optional = false }: SelectFieldProps) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      {(control) => (
        <select
          {...control}
          {...form.register(name, optional ? { setValueAs: optionalChoice } : {})}
          className={inputClass}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface NumberFieldProps {
  form: DesignForm;
  name: NumberName;
  label: string;
  hint?: string;
  optional?: boolean;
  min: number;
  max?: number;
  step?: number;
}

/** A whole (or decimal, with a step below 1) number; an optional one left empty is null. */
export function NumberField({ form, name, label, hint, optional = false, min, max, step = 1 }: NumberFieldProps) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message} {...(hint ? { hint } : {})}>
      {(control) => (
        <input
          {...control}
          {...form.register(name, { setValueAs: optional ? optionalNumber : requiredNumber })}
          type="number"
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          min={min}
          {...(max === undefined ? {} : { max })}
          step={step}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

export const PRICE_HINT = 'In dollars, for example 2499.00.';

/** The design's price, which is also the price of its base licence. */
export function PriceField({ form }: { form: DesignForm }) {
  return (
    <FormField label="Price (USD)" hint={PRICE_HINT} error={form.formState.errors.priceCents?.message}>
      {(control) => <ControlledMoneyInput {...control} control={form.control} name="priceCents" />}
    </FormField>
  );
}

/** A group of the form's fields, under its legend. */
export const groupClass = 'space-y-4 rounded-lg border border-border bg-card p-4';
export const legendClass = 'px-1 font-semibold';
