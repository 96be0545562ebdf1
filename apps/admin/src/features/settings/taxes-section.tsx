import { MAX_TAX_COUNTRIES } from '@atelier/domain/shop-settings';
import { useFieldArray } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { CountryOptions, EntryButton, ListError, useSettingsForm } from './form-parts';

const rateInput = { type: 'number', inputMode: 'decimal', step: 0.01, min: 0, max: 100 } as const;

/** The tax rate by the buyer's country, with a default for every other country. */
export function TaxesSection() {
  const form = useSettingsForm();
  const rates = useFieldArray({ control: form.control, name: 'taxes.byCountry' });
  const errors = form.formState.errors.taxes;
  return (
    <SectionCard
      id="taxes-title"
      title="Taxes"
      description="Checkout charges the rate of the buyer's billing country, or the default rate. Orders already placed keep their rate."
    >
      <div className="max-w-xs">
        <FormField
          label="Default rate (%)"
          hint="For every country not listed below."
          error={errors?.defaultRatePercent?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('taxes.defaultRatePercent', { valueAsNumber: true })}
              {...rateInput}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <ListError message={errors?.byCountry?.root?.message ?? errors?.byCountry?.message} />
      {rates.fields.length > 0 ? (
        <ul className="space-y-3">
          {rates.fields.map((field, index) => {
            const entry = errors?.byCountry?.[index];
            const number = index + 1;
            return (
              <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]">
                <FormField label={`Country ${number}`} error={entry?.country?.message}>
                  {(control) => (
                    <select {...control} {...form.register(`taxes.byCountry.${index}.country`)} className={inputClass}>
                      <CountryOptions />
                    </select>
                  )}
                </FormField>
                <FormField label={`Country ${number} rate (%)`} error={entry?.ratePercent?.message}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`taxes.byCountry.${index}.ratePercent`, { valueAsNumber: true })}
                      {...rateInput}
                      className={inputClass}
                    />
                  )}
                </FormField>
                <EntryButton kind="remove" onClick={() => rates.remove(index)} className="sm:mt-6">
                  Remove country {number}
                </EntryButton>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">No country has its own rate: every buyer pays the default rate.</p>
      )}
      <EntryButton
        kind="add"
        disabled={rates.fields.length >= MAX_TAX_COUNTRIES}
        onClick={() => rates.append({ country: '', ratePercent: 0 })}
      >
        Add a country rate
      </EntryButton>
    </SectionCard>
  );
}
