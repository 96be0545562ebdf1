import type { Database } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createRateLimiter } from '../../plugins/rate-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * New orders allowed per hour. Each order e-mails an address the caller chose, so both the sender
 * and the recipient are limited; a shopper placing a few orders never meets either.
 */
export const CHECKOUT_LIMITS = {
  perClient: { name: 'checkout:client', limit: 20, windowMs: HOUR_MS },
  perRecipient: { name: 'checkout:recipient', limit: 5, windowMs: HOUR_MS },
} as const;

export function checkoutLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have placed several orders in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before placing another, or contact us if you need help.`;
}

export function createCheckoutLimits() {
  return {
    /**
     * Counts a new order in the order's own transaction (`tx`), so an order refused or rolled back
     * leaves no count behind; throws a 429 (with Retry-After) when either limit is reached.
     */
    async admit(tx: Database, clientIp: string, recipient: string): Promise<void> {
      const client = await createRateLimiter(tx, CHECKOUT_LIMITS.perClient).hit(clientIp);
      const address = await createRateLimiter(tx, CHECKOUT_LIMITS.perRecipient).hit(recipient.toLowerCase());
      const wait = Math.max(
        client.allowed ? 0 : client.retryAfterSeconds,
        address.allowed ? 0 : address.retryAfterSeconds,
      );
      if (wait > 0) {
        throw new HttpError(429, 'rate_limited', checkoutLimitMessage(wait), undefined, {
          'retry-after': String(wait),
        });
      }
    },
  };
}
