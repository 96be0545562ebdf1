import { type CheckoutCustomerInput, checkoutCustomerSchema } from '@atelier/domain/checkout';
import { formValues, schemaCheck } from '../../lib/form-check';

export type CheckoutField = keyof CheckoutCustomerInput;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;
export type TextField = Exclude<CheckoutField, 'acceptLicence'>;

/** What the buyer typed, sent back with a refused order so the form shows it again. */
export type CheckoutValues = Partial<Record<TextField, string>> & { acceptLicence?: boolean };

export const TEXT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'company',
  'vatNumber',
  'country',
  'address',
  'projectLocation',
  'buildSite',
  'notes',
] as const satisfies readonly TextField[];

/** The action's answer when no order was placed. */
export interface CheckoutFailure {
  values: CheckoutValues;
  fields: CheckoutErrors;
  formError: string;
  /** Set when the attempt may have reached the order service: a retry must reuse its key. */
  retryKey?: string;
}

/** Hidden fields of the checkout form. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
/** The cart the buyer was shown (cookie format), so an order is never placed for a different one. */
export const CART_SHOWN_FIELD = 'cartShown';
/** Present only when scripts run: the answer may then send the buyer on to a hosted payment page. */
export const ENHANCED_FIELD = 'enhanced';

/** The form's values as the checkout schema reads them. */
export function readCheckoutValues(form: FormData): CheckoutValues {
  return { ...formValues(form, TEXT_FIELDS), acceptLicence: form.get('acceptLicence') === 'on' };
}

/** The customer fields checked with the shared schema: in the browser before the post, and by the action. */
export const checkCheckoutCustomer = schemaCheck<CheckoutField>(checkoutCustomerSchema, readCheckoutValues);
