import type { CheckoutResult } from '@atelier/domain/checkout';

/** The hidden field of a form that places an order: the server-made key, so a repeated post is one order. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** Present only when scripts run: the answer may then send the buyer on to a hosted payment page. */
export const ENHANCED_FIELD = 'enhanced';

/**
 * Where a placed order sends the buyer: its hosted payment page when the form was sent by scripts, else
 * its own page, which links to the payment. A plain form post may not be redirected to another site (CSP
 * form-action, decision 022); a location change made by scripts is not governed by it.
 */
export function placedOrderLocation(form: FormData, result: CheckoutResult): string {
  const hosted = form.get(ENHANCED_FIELD) === '1' ? result.paymentUrl : undefined;
  return hosted ?? result.confirmationUrl;
}
