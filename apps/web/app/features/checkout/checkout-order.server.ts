import { type CartLine, serializeCartLines } from '@atelier/domain/cart';
import { checkoutRequestSchema } from '@atelier/domain/checkout';
import type { AppLoadContext } from 'react-router';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { IDEMPOTENCY_FIELD, placedOrderLocation } from '../../lib/order-form';
import { type Refusal, refusalOf, SERVER_FAULT_MESSAGE } from '../../lib/refusal.server';
import {
  CART_SHOWN_FIELD,
  type CheckoutErrors,
  type CheckoutFailure,
  type CheckoutField,
  checkCheckoutForm,
  checkoutFormSchema,
  readCheckoutValues,
} from './checkout-values';

export type CheckoutOutcome = { ok: true; location: string } | { ok: false; status: number; failure: CheckoutFailure };

/** The fields the form shows messages under: the customer's and the promotion code. */
const formFields = new Set<string>(Object.keys(checkoutFormSchema.shape));

/**
 * The refusal as the buyer reads it: the service's message, then each line's. A plan option its design
 * stopped offering (decision 043) is gone from the cart when it is read again, so the buyer is asked to
 * look at it before ordering.
 */
function refusalText(known: Refusal, lineMessages: readonly string[]): string {
  if (known.code !== 'option_not_offered') return [known.message, ...lineMessages].join(' ');
  return [
    'Some plan options in your cart are no longer offered.',
    ...lineMessages,
    'Please check your cart and place your order again.',
  ].join(' ');
}

/**
 * Places the order for the checkout form: the customer fields checked with the shared schema, the
 * lines from the server's cart (ids, licences, quantities and plan options; the order service prices
 * them), the idempotency key from the form, so a repeated post replays the same order. `accountEmail`
 * is the signed-in buyer's address (from the session), or null: a study set bought with it is credited
 * without its order number (decision 051).
 */
export async function placeCheckoutOrder(
  form: FormData,
  lines: readonly CartLine[],
  context: AppLoadContext,
  accountEmail: string | null,
): Promise<CheckoutOutcome> {
  const values = readCheckoutValues(form);
  const key = String(form.get(IDEMPOTENCY_FIELD) ?? '');
  const refuse = (status: number, formError: string, fields: CheckoutErrors = {}, retry = false): CheckoutOutcome => ({
    ok: false,
    status,
    failure: { values, fields, formError, ...(retry ? { retryKey: key } : {}) },
  });

  if (lines.length === 0) return refuse(400, 'Your cart is empty.');
  const refusedFields = checkCheckoutForm(form);
  if (refusedFields) return refuse(400, CORRECT_FIELDS_MESSAGE, refusedFields);
  const shown = form.get(CART_SHOWN_FIELD);
  if (typeof shown === 'string' && shown !== serializeCartLines(lines)) {
    return refuse(409, 'Your cart changed while you were checking out. Please check your order and place it again.');
  }
  const order = checkoutRequestSchema.safeParse({ ...values, lines, idempotencyKey: key });
  if (!order.success) return refuse(400, 'This form has expired. Please place your order again.');

  try {
    const result = await context.services.orders.checkout(order.data, { ...context.requestContext, accountEmail });
    return { ok: true, location: placedOrderLocation(form, result) };
  } catch (error) {
    const known = refusalOf(error);
    if (!known) {
      context.requestContext.log.error({ err: error }, 'checkout failed');
      return refuse(500, SERVER_FAULT_MESSAGE, {}, true);
    }
    const { fields, formError } = checkoutRefusal(known);
    // A refusal (4xx) created nothing, so the next attempt may use a fresh key; anything else may have.
    const retry = known.status >= 500 || known.status === 409;
    return refuse(known.status, formError, fields, retry);
  }
}

/**
 * An order service's refusal as the form shows it: the messages about the form's own fields (a
 * promotion code turned down, a study set's order number that credits nothing) under them, as the schema's are, with "Please correct the highlighted
 * fields." above rather than said twice; anything else (the cart's lines, a rate limit) above the form.
 */
export function checkoutRefusal(known: Refusal): { fields: CheckoutErrors; formError: string } {
  const fields: CheckoutErrors = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(known.fields)) {
    if (formFields.has(name)) fields[name as CheckoutField] = message;
    else other.push(message);
  }
  const onFieldsOnly = other.length === 0 && Object.keys(fields).length > 0 && known.status === 400;
  return { fields, formError: onFieldsOnly ? CORRECT_FIELDS_MESSAGE : refusalText(known, other) };
}
