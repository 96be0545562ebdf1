import { type CheckoutRequestInput, checkoutPriceRequestSchema, checkoutRequestSchema } from '@atelier/domain/checkout';
import { type OrderTotals, totalsAtRate } from '@atelier/domain/orders';
import { formValues, schemaCheck } from '../../lib/form-check';

/**
 * What the buyer fills in: the customer's details, an optional promotion code (decision 049) and an
 * optional study set's order number (decision 051), checked by the order's own rules; the lines and the
 * idempotency key come from the server.
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
  'studySetOrder',
] as const satisfies readonly TextField[];

/**
 * What the server priced when a code was applied (the Apply button): the totals, and what they were
 * priced for, so the summary stops showing them once the cart or the country is no longer that.
 */
export interface AppliedPrice {
  totals: OrderTotals;
  /** The cart priced, in the cart cookie's format. */
  cart: string;
  country: string;
}

/** The action's answer when no order was placed: a refused order, or a code applied (or refused). */
export interface CheckoutFailure {
  values: CheckoutValues;
  fields: CheckoutErrors;
  /** Shown above the form; empty when there is nothing to say there. */
  formError: string;
  /**
   * The key the form must keep: set when the attempt may have reached the order service (a retry must
   * reuse it) and when a code was applied (no order was tried, so the page keeps its key).
   */
  retryKey?: string;
  /** The server's price of the cart with the code applied. */
  price?: AppliedPrice;
}

/**
 * A hidden field of the checkout form (besides lib/order-form's): the cart the buyer was shown (cookie
 * format), so an order is never placed for a different one.
 */
export const CART_SHOWN_FIELD = 'cartShown';
/** Set by the Apply button: price the cart with the code instead of placing the order. */
export const INTENT_FIELD = 'intent';
export const APPLY_CODE_INTENT = 'apply-code';

export const PROMO_CODE_MISSING = 'Please enter a promo code.';

/** The form's values as the checkout schema reads them. */
export function readCheckoutValues(form: FormData): CheckoutValues {
  return { ...formValues(form, TEXT_FIELDS), acceptLicence: form.get('acceptLicence') === 'on' };
}

/**
 * The form's fields checked with the shared schema: in the browser before the post, and by the action.
 * Whether a promotion code exists and applies is the order service's to say.
 */
export const checkCheckoutForm = schemaCheck<CheckoutField>(checkoutFormSchema, readCheckoutValues);

/**
 * What Apply sends to be priced, checked in the browser and by the action: the country (its tax), the
 * e-mail (only to count a code's uses per buyer and to match a study set's order, so not refused half
 * typed), and a code or a study set's order number (its credit), or both.
 */
const applyCodeSchema = checkoutPriceRequestSchema
  .omit({ lines: true })
  .refine((request) => request.promoCode !== undefined || request.studySetOrder !== undefined, {
    message: PROMO_CODE_MISSING,
    path: ['promoCode'],
    // Said together with the other fields' messages, not only once they are right.
    when: () => true,
  });

export const checkApplyCodeForm = schemaCheck<CheckoutField>(applyCodeSchema, readCheckoutValues);

/**
 * The server's totals while they hold: for the cart shown, and the code, the study set's order number
 * and the e-mail as they were priced (`codeEdited` once one of them is edited). A country other than
 * the one priced only changes the tax (`totalsAtRate`, the pricing function's own rule). Otherwise the
 * summary goes back to the cart's own totals, never a discount or a credit that may no longer be.
 */
export function currentPrice(
  price: AppliedPrice | null | undefined,
  shown: { cart: string; country: string; codeEdited: boolean; taxRateBasisPoints: number },
): OrderTotals | undefined {
  if (!price || shown.codeEdited || price.cart !== shown.cart) return undefined;
  return price.country === shown.country ? price.totals : totalsAtRate(price.totals, shown.taxRateBasisPoints);
}
