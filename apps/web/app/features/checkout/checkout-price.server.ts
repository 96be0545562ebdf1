import { type CartLine, serializeCartLines } from '@atelier/domain/cart';
import { checkoutPriceRequestSchema, checkoutRequestSchema } from '@atelier/domain/checkout';
import type { AppLoadContext } from 'react-router';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { IDEMPOTENCY_FIELD } from '../../lib/order-form';
import { refusalOf, SERVER_FAULT_MESSAGE } from '../../lib/refusal.server';
import { checkoutRefusal } from './checkout-order.server';
import {
  type AppliedPrice,
  type CheckoutErrors,
  type CheckoutFailure,
  checkApplyCodeForm,
  readCheckoutValues,
} from './checkout-values';

/** The Apply answer: the page drawn again with what was typed, priced or with why not. No order is placed. */
export interface AppliedCode {
  status: number;
  answer: CheckoutFailure;
}

/**
 * Applies the checkout form's promotion code: the server's cart (as checkout reads it) priced by the
 * order service for the chosen country and e-mail, the code's discount and a study set's credit
 * included (decision 051: by the order number typed, or for `accountEmail`, the signed-in buyer's
 * address, or null), so the summary shows them before the order is placed. Only what pricing needs is
 * checked; the rest of the form waits for the order. The form's idempotency key is kept: nothing was
 * ordered, and the page stays the same attempt. Placing the order prices it again, and checks the code
 * and the study set again.
 */
export async function applyPromoCode(
  form: FormData,
  lines: readonly CartLine[],
  context: AppLoadContext,
  accountEmail: string | null,
): Promise<AppliedCode> {
  const values = readCheckoutValues(form);
  const key = checkoutRequestSchema.shape.idempotencyKey.safeParse(form.get(IDEMPOTENCY_FIELD));
  const answer = (status: number, formError: string, fields: CheckoutErrors = {}, price?: AppliedPrice) => ({
    status,
    answer: {
      values,
      fields,
      formError,
      ...(key.success ? { retryKey: key.data } : {}),
      ...(price ? { price } : {}),
    },
  });

  if (lines.length === 0) return answer(400, 'Your cart is empty.');
  const refusedFields = checkApplyCodeForm(form);
  if (refusedFields) return answer(400, CORRECT_FIELDS_MESSAGE, refusedFields);
  const request = checkoutPriceRequestSchema.safeParse({ ...values, lines });
  // The lines are the server's own cart; only a cart past the order's limits gets here.
  if (!request.success) return answer(400, request.error.issues[0]?.message ?? SERVER_FAULT_MESSAGE);

  try {
    const { totals } = await context.services.orders.priceCheckout(request.data, {
      ...context.requestContext,
      accountEmail,
    });
    return answer(200, '', {}, { totals, cart: serializeCartLines(lines), country: request.data.country });
  } catch (error) {
    const known = refusalOf(error);
    if (!known) {
      context.requestContext.log.error({ err: error }, 'checkout price failed');
      return answer(500, SERVER_FAULT_MESSAGE);
    }
    const { fields, formError } = checkoutRefusal(known);
    return answer(known.status, formError, fields);
  }
}

/**
 * The server's cart (the cart cookie's lines) priced as the checkout first shows it, before a code is
 * typed: a signed-in buyer's study-set credit included at once (decision 051), at the country's tax
 * (the account's, else the default rate). Null for an empty cart, or one that cannot be ordered as it is.
 */
export async function cartPrice(
  lines: readonly CartLine[],
  context: AppLoadContext,
  buyer: { country?: string | undefined; accountEmail?: string | undefined },
): Promise<AppliedPrice | null> {
  if (lines.length === 0) return null;
  const priced = await context.services.orders.priceCart(
    lines.map((line) => ({ ...line, options: [...line.options] })),
    buyer,
  );
  return priced && { totals: priced.totals, cart: serializeCartLines(lines), country: buyer.country ?? '' };
}
