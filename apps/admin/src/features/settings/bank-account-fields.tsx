import type { NO_BANK_ACCOUNT } from '@atelier/domain/shop-settings';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { useSettingsForm } from './form-parts';

type AccountField = keyof typeof NO_BANK_ACCOUNT;

/** The account fields in the order the buyer sees them; codes are typed in a monospace face. */
const ACCOUNT_FIELDS: readonly { name: AccountField; label: string; hint?: string; code?: boolean }[] = [
  { name: 'accountHolder', label: 'account holder' },
  { name: 'bankName', label: 'bank' },
  { name: 'iban', label: 'IBAN', hint: 'Required for regions with IBAN countries (most of Europe).', code: true },
  { name: 'bic', label: 'BIC/SWIFT', hint: '8 or 11 characters, e.g. COBADEFFXXX.', code: true },
  { name: 'routingNumber', label: 'routing number', hint: 'For US accounts (ABA).', code: true },
  { name: 'accountNumber', label: 'account number', hint: 'Required when the region has no IBAN.', code: true },
];

/** One region's bank account: shown to the buyer as label and value rows, above the instructions. */
export function BankAccountFields({ index }: { index: number }) {
  const form = useSettingsForm();
  const errors = form.formState.errors.bankTransfer?.[index];
  const number = index + 1;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Region {number} bank account</legend>
      {ACCOUNT_FIELDS.map(({ name, label, hint, code }) => (
        <FormField key={name} label={`Region ${number} ${label}`} hint={hint} error={errors?.[name]?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register(`bankTransfer.${index}.${name}`)}
              autoComplete="off"
              spellCheck={code ? false : undefined}
              className={code ? `${inputClass} font-mono uppercase` : inputClass}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}
