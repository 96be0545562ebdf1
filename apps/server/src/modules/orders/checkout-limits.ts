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

export function createCheckoutLimits(db: Database) {
  const perClient = createRateLimiter(db, CHECKOUT_LIMITS.perClient);
  const perRecipient = createRateLimiter(db, CHECKOUT_LIMITS.perRecipient);
  return {
    /** Counts a new order; throws a 429 (with Retry-After) when either limit is reached. */
    async admit(clientIp: string, recipient: string): Promise<void> {
      const [client, address] = await Promise.all([perClient.hit(clientIp), perRecipient.hit(recipient.toLowerCase())]);
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
