import type { BulkPriceChange } from '@atelier/domain/catalogue-admin';
import { type ReactNode, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { fieldErrorClass, inputClass, labelClass } from '../../components/form-styles';
import type { BulkForm } from './bulk-change-schema';

const choiceClass = 'flex items-center gap-2 text-sm';
const radioClass = 'size-4 shrink-0 accent-primary';
const toNumber = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));

function Choices({ legend, error, children }: { legend: string; error: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="space-y-2" {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
      <legend className={labelClass}>{legend}</legend>
      {children}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface BulkChangeFieldsProps {
  form: UseFormReturn<BulkForm, unknown, BulkPriceChange>;
  categories: readonly { value: string; label: string }[];
  selectedCount: number;
}

/** Which designs (a category, or those ticked in the list) and how their prices change. */
export function BulkChangeFields({ form, categories, selectedCount }: BulkChangeFieldsProps) {
  const { errors } = form.formState;
  const scope = form.watch('scope');
  const kind = form.watch('kind');
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Choices legend="Designs to change" error={errors.scope?.message}>
        <label className={choiceClass}>
          <input type="radio" value="category" {...form.register('scope')} className={radioClass} />
          Every design in a category
        </label>
        <div className="pl-6">
          <FormField label="Category to change" error={errors.categoryId?.message}>
            {(control) => (
              <select
                {...control}
                {...form.register('categoryId')}
                disabled={scope !== 'category'}
                className={inputClass}
              >
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <label className={choiceClass}>
          <input
            type="radio"
            value="selected"
            {...form.register('scope')}
            disabled={selectedCount === 0 && scope !== 'selected'}
            className={radioClass}
          />
          Selected designs ({selectedCount})
        </label>
      </Choices>
      <Choices legend="Change by" error={errors.kind?.message}>
        <label className={choiceClass}>
          <input type="radio" value="percent" {...form.register('kind')} className={radioClass} />
          Percent
        </label>
        <label className={choiceClass}>
          <input type="radio" value="amount" {...form.register('kind')} className={radioClass} />
          Amount in US dollars
        </label>
      </Choices>
      <FormField
        label={kind === 'amount' ? 'Change (USD)' : 'Change (%)'}
        hint="Use a minus sign to lower prices, for example -10. New prices are rounded to whole dollars; archived designs keep theirs."
        error={errors.value?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('value', { setValueAs: toNumber })}
            type="number"
            inputMode="decimal"
            step={kind === 'amount' ? '1' : '0.01'}
            className={inputClass}
          />
        )}
      </FormField>
      <label className={`${choiceClass} lg:col-span-3`}>
        <input type="checkbox" {...form.register('moveLicences')} className={radioClass} />
        Move the other licence prices (CAD, unlimited, study set) in the same proportion
      </label>
    </div>
  );
}
