import { type CartItem, cartLinesOf, serializeCartLines } from '@atelier/domain/cart';
import type { OrderTotals } from '@atelier/domain/orders';
import type { FormEvent } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { BillingAddressFields, FullNameField, OptionalContactFields } from '../../components/customer-fields';
import { EnhancedField } from '../../components/enhanced-field';
import { FieldError, FormAlert, FormField, inputClass } from '../../components/form-field';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { IDEMPOTENCY_FIELD } from '../../lib/order-form';
import { useFormCheck } from '../../lib/use-form-check';
import {
  APPLY_CODE_INTENT,
  CART_SHOWN_FIELD,
  type CheckoutFailure,
  type CheckoutField,
  type CheckoutValues,
  checkApplyCodeForm,
  checkCheckoutForm,
  INTENT_FIELD,
  type TextField,
} from './checkout-values';
import { PaymentMethod } from './payment-method';
import { PromoCodeField } from './promo-code-field';
import { StudySetOrderField } from './study-set-order-field';

/** The button that sent the form, when it is the promo code's Apply. */
function applyButtonOf(event: FormEvent<HTMLFormElement>): HTMLButtonElement | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement &&
    submitter.name === INTENT_FIELD &&
    submitter.value === APPLY_CODE_INTENT
    ? submitter
    : null;
}

/**
 * Guest checkout: a plain post to the checkout action, server-rendered and usable before and without
 * scripts (its fields are uncontrolled, so what is typed before hydration stays). With scripts the
 * same schema as the server's checks it first. The order is placed from the server's cart; the form
 * carries the server-made idempotency key and the cart it showed. Its Apply button prices the cart with
 * the promo code and the study set's order number through the same action, and checks only what
 * pricing needs.
 */
export function CheckoutForm({
  items,
  countries,
  hostedPayment,
  idempotencyKey,
  failure,
  prefill,
  applied,
  onCountryChange,
  onPriceFieldChange,
}: {
  items: CartItem[];
  /** From the server: country names come from the runtime's Intl data, which differs between Node and browsers. */
  countries: readonly { code: string; name: string }[];
  hostedPayment: boolean;
  idempotencyKey: string;
  failure: CheckoutFailure | undefined;
  /** A signed-in buyer's details from their latest order. */
  prefill?: CheckoutValues | undefined;
  /** The server's totals with the applied code, while they hold for the cart and country shown. */
  applied?: OrderTotals | undefined;
  /** The chosen billing country (the tax estimate follows it). */
  onCountryChange?: (code: string) => void;
  /** What Apply priced with was edited since: the promo code, the study set's order number or the e-mail. */
  onPriceFieldChange?: () => void;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const applying = submitting && navigation.formData?.get(INTENT_FIELD) === APPLY_CODE_INTENT;
  const placing = submitting && !applying;
  // A new answer from the server replaces what the browser found, and leads to its first field.
  const form = useFormCheck<CheckoutField>({
    answer: failure,
    idOf: (name) => `checkout-${name}`,
    check: checkCheckoutForm,
    checkFailedMessage: CORRECT_FIELDS_MESSAGE,
    clearOnChange: true,
    focusAnswer: true,
  });
  const { errors } = form;
  const values = failure?.values ?? prefill ?? {};
  // What was typed comes back with a refused order (without scripts the page is drawn anew); a signed-in
  // buyer starts from their account's details.
  const text = (name: TextField) => ({ ...form.control(name), defaultValue: values[name] });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) return event.preventDefault();
    const apply = applyButtonOf(event);
    if (!apply) return form.onSubmit(event);
    // Apply checks only what pricing needs, and keeps the page where it is while the summary changes.
    form.onSubmit(event, checkApplyCodeForm);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void submit(apply, { method: 'post', preventScrollReset: true });
  }

  const placeOrderLabel = hostedPayment ? 'Continue to payment' : 'Place order';
  return (
    <Form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} aria-label="Checkout" className="space-y-8">
      {/*
        The form's default button, first in it: Enter in a field places the order, as it did before Apply
        (a submit button higher up) existed. The visible Place order button below is the one people use.
      */}
      <button type="submit" disabled={submitting} tabIndex={-1} aria-hidden="true" className="sr-only">
        {placeOrderLabel}
      </button>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={failure?.retryKey ?? idempotencyKey} />
      <input type="hidden" name={CART_SHOWN_FIELD} value={serializeCartLines(cartLinesOf(items))} />
      <EnhancedField />
      <FormAlert message={form.formError} />
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Contact details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FullNameField form={form} values={values} />
          <FormField {...form.field('email')} label="Email">
            <input
              {...text('email')}
              onChange={() => {
                form.clearError('email');
                onPriceFieldChange?.();
              }}
              type="email"
              className={inputClass}
              autoComplete="email"
              required
              maxLength={254}
            />
          </FormField>
          <OptionalContactFields form={form} values={values} />
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Billing address</legend>
        <BillingAddressFields form={form} values={values} countries={countries} onCountryChange={onCountryChange} />
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Your project</legend>
        <FormField {...form.field('projectLocation')} label="Project location" optional>
          <input
            {...text('projectLocation')}
            className={inputClass}
            maxLength={200}
            placeholder="City, region or site address"
          />
        </FormField>
        <FormField {...form.field('buildSite')} label="Build site address" optional>
          <input
            {...text('buildSite')}
            className={inputClass}
            maxLength={300}
            autoComplete="off"
            placeholder="Printed on your licence certificate; you can add it later"
          />
        </FormField>
        <FormField {...form.field('notes')} label="Order notes" optional>
          <textarea {...text('notes')} rows={4} className={inputClass} maxLength={2000} />
        </FormField>
      </fieldset>
      <PromoCodeField
        form={form}
        defaultValue={values.promoCode}
        applied={applied}
        applying={applying}
        onCodeChange={onPriceFieldChange}
      />
      <StudySetOrderField
        form={form}
        defaultValue={values.studySetOrder}
        applying={applying}
        onNumberChange={onPriceFieldChange}
      />
      <PaymentMethod hostedPayment={hostedPayment} />
      <div>
        <div className="flex items-start gap-3">
          <input
            {...form.control('acceptLicence')}
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
        <FieldError id="checkout-acceptLicence" error={errors.acceptLicence} />
      </div>
      <button
        type="submit"
        disabled={submitting}
        aria-disabled={submitting}
        className="flex h-12 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
      >
        {placing ? 'Placing your order…' : placeOrderLabel}
      </button>
      <p className="text-sm text-muted-fg">
        Your order is placed under our{' '}
        <Link to="/terms" target="_blank" className="font-medium text-primary underline">
          terms of service
        </Link>
        , which cover delivery and refunds; our{' '}
        <Link to="/privacy" target="_blank" className="font-medium text-primary underline">
          privacy policy
        </Link>{' '}
        says how we use your details.
      </p>
    </Form>
  );
}
