import { type CartItem, cartLinesOf, serializeCartLines } from '@atelier/domain/cart';
import { checkoutCustomerSchema } from '@atelier/domain/checkout';
import { fieldErrors } from '@atelier/domain/field-errors';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormField, fieldControlProps, inputClass } from '../../components/form-field';
import {
  CART_SHOWN_FIELD,
  type CheckoutErrors,
  type CheckoutFailure,
  type CheckoutField,
  ENHANCED_FIELD,
  IDEMPOTENCY_FIELD,
  readCheckoutValues,
} from './checkout-values';
import { PaymentMethod } from './payment-method';

type Field = CheckoutField;

/** A form field of this form; control ids are `checkout-<name>`. */
function FieldRow({
  name,
  ...props
}: {
  name: Field;
  label: string;
  error: string | undefined;
  optional?: boolean;
  children: ReactNode;
}) {
  return <FormField id={`checkout-${name}`} {...props} />;
}

/**
 * Guest checkout: a plain post to the checkout action, server-rendered and usable before and without
 * scripts (its fields are uncontrolled, so what is typed before hydration stays). With scripts the
 * same schema as the server's checks it first. The order is placed from the server's cart; the form
 * carries the server-made idempotency key and the cart it showed.
 */
export function CheckoutForm({
  items,
  countries,
  hostedPayment,
  idempotencyKey,
  failure,
  onCountryChange,
}: {
  items: CartItem[];
  /** From the server: country names come from the runtime's Intl data, which differs between Node and browsers. */
  countries: readonly { code: string; name: string }[];
  hostedPayment: boolean;
  idempotencyKey: string;
  failure: CheckoutFailure | undefined;
  /** The chosen billing country (the tax estimate follows it). */
  onCountryChange?: (code: string) => void;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const [clientErrors, setClientErrors] = useState<{ fields: CheckoutErrors; formError: string } | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setEnhanced(true), []);

  // A new answer from the server replaces what the browser found, and leads to its first field.
  useEffect(() => {
    setClientErrors(null);
    const first = failure && Object.keys(failure.fields)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [failure]);

  const errors = clientErrors?.fields ?? failure?.fields ?? {};
  const formError = clientErrors ? clientErrors.formError : failure?.formError;
  const values = failure?.values ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const parsed = checkoutCustomerSchema.safeParse(readCheckoutValues(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const fields = fieldErrors<Field>(parsed.error.issues);
    setClientErrors({ fields, formError: 'Please correct the highlighted fields.' });
    event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(fields)[0]}"]`)?.focus();
  }

  const clearError = (name: Field) => {
    if (!errors[name]) return;
    setClientErrors({ fields: { ...errors, [name]: undefined }, formError: formError ?? '' });
  };
  const a11y = (name: Field) => ({
    ...fieldControlProps(`checkout-${name}`, name, errors[name]),
    onChange: () => clearError(name),
  });
  // What was typed comes back with a refused order (without scripts the page is drawn anew).
  const text = (name: Exclude<Field, 'acceptLicence'>) => ({ ...a11y(name), defaultValue: values[name] });

  return (
    <Form ref={form} method="post" noValidate onSubmit={onSubmit} aria-label="Checkout" className="space-y-8">
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={failure?.retryKey ?? idempotencyKey} />
      <input type="hidden" name={CART_SHOWN_FIELD} value={serializeCartLines(cartLinesOf(items))} />
      {enhanced && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      {formError && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          {formError}
        </p>
      )}
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Contact details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FieldRow name="fullName" label="Full name" error={errors.fullName}>
            <input {...text('fullName')} className={inputClass} autoComplete="name" required maxLength={120} />
          </FieldRow>
          <FieldRow name="email" label="Email" error={errors.email}>
            <input
              {...text('email')}
              type="email"
              className={inputClass}
              autoComplete="email"
              required
              maxLength={254}
            />
          </FieldRow>
          <FieldRow name="phone" label="Phone" error={errors.phone} optional>
            <input {...text('phone')} type="tel" className={inputClass} autoComplete="tel" maxLength={40} />
          </FieldRow>
          <FieldRow name="company" label="Company" error={errors.company} optional>
            <input {...text('company')} className={inputClass} autoComplete="organization" maxLength={120} />
          </FieldRow>
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Billing address</legend>
        <FieldRow name="country" label="Country" error={errors.country}>
          <select
            {...a11y('country')}
            onChange={(event) => {
              clearError('country');
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
        </FieldRow>
        <FieldRow name="address" label="Billing address" error={errors.address}>
          <textarea
            {...text('address')}
            rows={3}
            className={inputClass}
            autoComplete="street-address"
            required
            maxLength={500}
          />
        </FieldRow>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Your project</legend>
        <FieldRow name="projectLocation" label="Project location" error={errors.projectLocation} optional>
          <input
            {...text('projectLocation')}
            className={inputClass}
            maxLength={200}
            placeholder="City, region or site address"
          />
        </FieldRow>
        <FieldRow name="notes" label="Order notes" error={errors.notes} optional>
          <textarea {...text('notes')} rows={4} className={inputClass} maxLength={2000} />
        </FieldRow>
      </fieldset>
      <PaymentMethod hostedPayment={hostedPayment} />
      <div>
        <div className="flex items-start gap-3">
          <input
            {...a11y('acceptLicence')}
            type="checkbox"
            defaultChecked={values.acceptLicence === true}
            required
            className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
          />
          <label htmlFor="checkout-acceptLicence" className="text-sm">
            I accept the plan licence terms: I may build each design as the licence chosen for it allows (a single-build
            licence once per build bought); the plans may not be resold or shared. Read the full{' '}
            <Link to="/licence" target="_blank" className="font-medium text-primary underline">
              licence
            </Link>
            .
          </label>
        </div>
        {errors.acceptLicence && (
          <p id="checkout-acceptLicence-error" className="mt-1 text-sm text-danger">
            {errors.acceptLicence}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={submitting}
        aria-disabled={submitting}
        className="flex h-12 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
      >
        {submitting ? 'Placing your order…' : hostedPayment ? 'Continue to payment' : 'Place order'}
      </button>
    </Form>
  );
}
