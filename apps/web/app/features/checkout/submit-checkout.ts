import type { ApiError } from '@atelier/domain/api-error';
import type { CheckoutCustomer, CheckoutResult } from '@atelier/domain/checkout';

export type SubmitOutcome =
  | { ok: true; result: CheckoutResult }
  | { ok: false; message: string; fields?: Record<string, string>; retrySameKey: boolean };

/**
 * Posts the order. The idempotency key stays the same for retries of one attempt, so a lost answer or a
 * double click never places two orders.
 */
export async function submitCheckout(
  customer: CheckoutCustomer,
  lines: { designId: string; quantity: number }[],
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...customer, acceptLicence: true, lines, idempotencyKey }),
    });
  } catch {
    return {
      ok: false,
      message: 'We could not reach the server. Check your connection and try again; you will not be charged twice.',
      retrySameKey: true,
    };
  }
  const body = (await response.json().catch(() => null)) as CheckoutResult | ApiError | null;
  if (response.ok && body && 'orderNumber' in body) return { ok: true, result: body };
  const error = body && 'error' in body ? body.error : null;
  return {
    ok: false,
    message: error?.message ?? 'Something went wrong on our side. Please try again.',
    ...(error?.fields ? { fields: error.fields } : {}),
    // A refusal (4xx) created nothing, so the next attempt may use a fresh key; anything else may have.
    retrySameKey: response.status >= 500 || response.status === 409,
  };
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
