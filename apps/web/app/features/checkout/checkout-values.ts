import { type CheckoutRequestInput, checkoutRequestSchema } from '@atelier/domain/checkout';
import { formValues, schemaCheck } from '../../lib/form-check';

/**
 * What the buyer fills in: the customer's details and an optional promotion code (decision 049), checked
 * by the order's own rules; the lines and the idempotency key come from the server.
 */
export const checkoutFormSchema = checkoutRequestSchema.omit({ lines: true, idempotencyKey: true });

export type CheckoutField = Exclude<keyof CheckoutRequestInput, 'lines' | 'idempotencyKey'>;
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
  'promoCode',
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

/**
 * The form's fields checked with the shared schema: in the browser before the post, and by the action.
 * Whether a promotion code exists and applies is the order service's to say.
 */
export const checkCheckoutForm = schemaCheck<CheckoutField>(checkoutFormSchema, readCheckoutValues);
