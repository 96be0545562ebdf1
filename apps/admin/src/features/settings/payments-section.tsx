import { DEFAULT_REGION, MAX_BANK_REGIONS, NO_BANK_ACCOUNT } from '@atelier/domain/shop-settings';
import { useFieldArray } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass, textareaClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { BankAccountFields } from './bank-account-fields';
import { EntryButton, ListError, useSettingsForm } from './form-parts';

/** Bank details and instructions by region: a buyer sees their country's, else the default region's. */
export function PaymentsSection() {
  const form = useSettingsForm();
  const regions = useFieldArray({ control: form.control, name: 'bankTransfer' });
  const errors = form.formState.errors.bankTransfer;
  return (
    <SectionCard
      id="payments-title"
      title="Payments"
      description="Bank account and instructions shown on the order page and in the order e-mail. A buyer sees the region listing their country (in the order's currency), else the default region."
    >
      <ListError message={errors?.root?.message ?? errors?.message} />
      <ol className="space-y-4">
        {regions.fields.map((field, index) => {
          const entry = errors?.[index];
          const number = index + 1;
          return (
            <li key={field.id} className="space-y-3 rounded-md border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium">Region {number}</h3>
                <EntryButton kind="remove" onClick={() => regions.remove(index)} disabled={regions.fields.length === 1}>
                  Remove region {number}
                </EntryButton>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <FormField label={`Region ${number} name`} error={entry?.region?.message}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`bankTransfer.${index}.region`)}
                      autoComplete="off"
                      className={inputClass}
                    />
                  )}
                </FormField>
                <FormField
                  label={`Region ${number} currency`}
                  hint="Three letters, e.g. USD."
                  error={entry?.currency?.message}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`bankTransfer.${index}.currency`)}
                      autoComplete="off"
                      maxLength={3}
                      className={`${inputClass} uppercase`}
                    />
                  )}
                </FormField>
                <FormField
                  label={`Region ${number} countries`}
                  hint={`Country codes separated by commas, e.g. GB, IE; or “${DEFAULT_REGION}” for every other buyer.`}
                  error={entry?.countries?.message}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`bankTransfer.${index}.countries`)}
                      autoComplete="off"
                      className={inputClass}
                    />
                  )}
                </FormField>
              </div>
              <BankAccountFields index={index} />
              <FormField
                label={`Region ${number} instructions`}
                hint="One paragraph per line, shown below the account details. {number} is replaced by the order number."
                error={entry?.instructions?.message}
              >
                {(control) => (
                  <textarea
                    {...control}
                    {...form.register(`bankTransfer.${index}.instructions`)}
                    rows={5}
                    className={textareaClass}
                  />
                )}
              </FormField>
            </li>
          );
        })}
      </ol>
      <EntryButton
        kind="add"
        disabled={regions.fields.length >= MAX_BANK_REGIONS}
        onClick={() =>
          regions.append({ region: '', currency: 'USD', countries: '', ...NO_BANK_ACCOUNT, instructions: '' })
        }
      >
        Add a region
      </EntryButton>
    </SectionCard>
  );
}
