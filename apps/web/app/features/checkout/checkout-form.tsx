import type { CartItem } from '@atelier/domain/cart';
import { type CheckoutCustomerInput, COUNTRIES, checkoutCustomerSchema } from '@atelier/domain/checkout';
import { fieldErrors } from '@atelier/domain/field-errors';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormField, fieldControlProps, inputClass } from '../../components/form-field';
import { newIdempotencyKey, submitCheckout } from './submit-checkout';

type Field = keyof CheckoutCustomerInput;
type Errors = Partial<Record<Field, string>>;

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

function readForm(form: HTMLFormElement): Record<string, unknown> {
  const data = Object.fromEntries(new FormData(form));
  return { ...data, acceptLicence: data.acceptLicence === 'on' };
}

/**
 * Guest checkout. Validated in the browser with the same schema as the server, then posted with the
 * cart's design ids and quantities only: the server prices the order.
 */
export function CheckoutForm({
  items,
  onPlaced,
  hostedPayment,
}: {
  items: CartItem[];
  onPlaced(): void;
  hostedPayment: boolean;
}) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per attempt: kept across retries that may have reached the server.
  const attemptKey = useRef<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const parsed = checkoutCustomerSchema.safeParse(readForm(form));
    if (!parsed.success) {
      const fields: Errors = fieldErrors<Field>(parsed.error.issues);
      setErrors(fields);
      setFormError('Please correct the highlighted fields.');
      form.querySelector<HTMLElement>(`[name="${Object.keys(fields)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    attemptKey.current ??= newIdempotencyKey();
    const outcome = await submitCheckout(
      parsed.data,
      items.map((item) => ({ designId: item.id, quantity: item.quantity })),
      attemptKey.current,
    );
    if (outcome.ok) {
      onPlaced();
      if (outcome.result.paymentUrl) window.location.assign(outcome.result.paymentUrl);
      else navigate(outcome.result.confirmationUrl, { replace: true });
      return;
    }
    if (!outcome.retrySameKey) attemptKey.current = null;
    setSubmitting(false);
    const serverErrors: Errors = {};
    const other: string[] = [];
    for (const [key, message] of Object.entries(outcome.fields ?? {})) {
      if (key in checkoutCustomerSchema.shape) serverErrors[key as Field] = message;
      else other.push(message);
    }
    setErrors(serverErrors);
    setFormError([outcome.message, ...other].join(' '));
  }

  const clearError = (name: Field) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  const a11y = (name: Field) => ({
    ...fieldControlProps(`checkout-${name}`, name, errors[name]),
    onChange: () => clearError(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Checkout" className="space-y-8">
      {formError && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          {formError}
        </p>
      )}
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Contact details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FieldRow name="fullName" label="Full name" error={errors.fullName}>
            <input {...a11y('fullName')} className={inputClass} autoComplete="name" required maxLength={120} />
          </FieldRow>
          <FieldRow name="email" label="Email" error={errors.email}>
            <input
              {...a11y('email')}
              type="email"
              className={inputClass}
              autoComplete="email"
              required
              maxLength={254}
            />
          </FieldRow>
          <FieldRow name="phone" label="Phone" error={errors.phone} optional>
            <input {...a11y('phone')} type="tel" className={inputClass} autoComplete="tel" maxLength={40} />
          </FieldRow>
          <FieldRow name="company" label="Company" error={errors.company} optional>
            <input {...a11y('company')} className={inputClass} autoComplete="organization" maxLength={120} />
          </FieldRow>
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Billing address</legend>
        <FieldRow name="country" label="Country" error={errors.country}>
          <select {...a11y('country')} className={inputClass} autoComplete="country" required defaultValue="">
            <option value="" disabled>
              Choose a country
            </option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </FieldRow>
        <FieldRow name="address" label="Billing address" error={errors.address}>
          <textarea
            {...a11y('address')}
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
            {...a11y('projectLocation')}
            className={inputClass}
            maxLength={200}
            placeholder="City, region or site address"
          />
        </FieldRow>
        <FieldRow name="notes" label="Order notes" error={errors.notes} optional>
          <textarea {...a11y('notes')} rows={4} className={inputClass} maxLength={2000} />
        </FieldRow>
      </fieldset>
      <div>
        <div className="flex items-start gap-3">
          <input
            {...a11y('acceptLicence')}
            type="checkbox"
            required
            className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
          />
          <label htmlFor="checkout-acceptLicence" className="text-sm">
            I accept the plan licence terms: one licence per design lets me build it once, on one project; the plans may
            not be resold or shared. Read the full{' '}
            <Link to="/terms" target="_blank" className="font-medium text-primary underline">
              terms
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
    </form>
  );
}
