import { VAT_NUMBER_MAX } from '@atelier/domain/checkout';
import type { FormCheck } from '../lib/use-form-check';
import { FormField, inputClass } from './form-field';

/** The buyer's details a form that places an order asks for, by the names of the checkout's schema. */
export type CustomerField = 'fullName' | 'phone' | 'company' | 'vatNumber' | 'country' | 'address';

/** What the fields take of their form's `useFormCheck`: their ids, messages and control props. */
type CustomerForm = Pick<FormCheck<CustomerField>, 'field' | 'control' | 'clearError'>;

/** What the fields show first: what was typed (sent back with a refusal), or the buyer's known details. */
type CustomerValues = Partial<Record<CustomerField, string>>;

const text = (form: CustomerForm, values: CustomerValues, name: CustomerField) => ({
  ...form.control(name),
  defaultValue: values[name],
});

export function FullNameField({ form, values }: { form: CustomerForm; values: CustomerValues }) {
  return (
    <FormField {...form.field('fullName')} label="Full name">
      <input {...text(form, values, 'fullName')} className={inputClass} autoComplete="name" required maxLength={120} />
    </FormField>
  );
}

/** Phone, company and VAT number (printed on the invoice, for a business that reclaims VAT), each optional. */
export function OptionalContactFields({ form, values }: { form: CustomerForm; values: CustomerValues }) {
  return (
    <>
      <FormField {...form.field('phone')} label="Phone" optional>
        <input {...text(form, values, 'phone')} type="tel" className={inputClass} autoComplete="tel" maxLength={40} />
      </FormField>
      <FormField {...form.field('company')} label="Company" optional>
        <input {...text(form, values, 'company')} className={inputClass} autoComplete="organization" maxLength={120} />
      </FormField>
      <FormField {...form.field('vatNumber')} label="VAT number" optional>
        <input
          {...text(form, values, 'vatNumber')}
          className={inputClass}
          autoComplete="off"
          maxLength={VAT_NUMBER_MAX}
        />
      </FormField>
    </>
  );
}

/**
 * The billing country (its tax) and address. `countries` comes from the server: country names come from
 * the runtime's Intl data, which differs between Node and browsers.
 */
export function BillingAddressFields({
  form,
  values,
  countries,
  onCountryChange,
}: {
  form: CustomerForm;
  values: CustomerValues;
  countries: readonly { code: string; name: string }[];
  onCountryChange?: ((code: string) => void) | undefined;
}) {
  return (
    <>
      <FormField {...form.field('country')} label="Country">
        <select
          {...form.control('country')}
          onChange={(event) => {
            form.clearError('country');
            onCountryChange?.(event.currentTarget.value);
          }}
          className={inputClass}
          autoComplete="country"
          required
          defaultValue={values.country ?? ''}
        >
          <option value="" disabled>
            Choose a country
          </option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...form.field('address')} label="Billing address">
        <textarea
          {...text(form, values, 'address')}
          rows={3}
          className={inputClass}
          autoComplete="street-address"
          required
          maxLength={500}
        />
      </FormField>
    </>
  );
}
