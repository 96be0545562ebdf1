import { DomainError } from '@atelier/domain/domain-error';
import { minutesToWait } from '@atelier/domain/wait-time';
import { type Hit, secondsUntil } from '../../limits/rate-limit.ts';
import { recipientKey } from '../email/recipient-key.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * New orders allowed per hour. Each order e-mails an address the caller chose, so both the sender
 * and the recipient are limited; a shopper placing a few orders never meets either.
 */
export const CHECKOUT_LIMITS = {
  perClient: { name: 'checkout:client', limit: 20, windowMs: HOUR_MS },
  perRecipient: { name: 'checkout:recipient', limit: 5, windowMs: HOUR_MS },
  /** Prices asked for before ordering (a code tried, say): plenty for a buyer, too few to guess codes. */
  pricesPerClient: { name: 'checkout-price:client', limit: 60, windowMs: HOUR_MS },
} as const;

export function priceLimitMessage(retryAfterSeconds: number): string {
  return `You have checked prices many times in a short time. Please wait ${minutesToWait(retryAfterSeconds)} and try again.`;
}

export function checkoutLimitMessage(retryAfterSeconds: number): string {
  return `You have placed several orders in a short time. Please wait ${minutesToWait(retryAfterSeconds)} before placing another, or contact us if you need help.`;
}

/** The limits a new order counts against (in the order statement), and what the buyer reads over one. */
export interface OrderLimits {
  hits: readonly Hit[];
  /** The 429's message for a wait of `retryAfterSeconds`. */
  message: (retryAfterSeconds: number) => string;
}

/** What a guest order counts against: its client's limit and its recipient's (the mailbox, not the spelling). */
export function checkoutLimits(clientIp: string, recipient: string): OrderLimits {
  return {
    hits: [
      { rule: CHECKOUT_LIMITS.perClient, key: clientIp },
      { rule: CHECKOUT_LIMITS.perRecipient, key: recipientKey(recipient) },
    ],
    message: checkoutLimitMessage,
  };
}

/**
 * Upgrade orders of one order line an hour. An upgrade pays for a licence already bought, so it takes
 * nothing of the guest-order limits; a line offers none while one awaits payment, and this bounds what
 * staff cancellations or submissions at once with new keys could still send to the buyer's address.
 */
export const UPGRADE_LIMIT = { name: 'upgrade:line', limit: 4, windowMs: HOUR_MS } as const;

function upgradeLimitMessage(retryAfterSeconds: number): string {
  return `Upgrades of this licence were ordered several times in a short time. Please wait ${minutesToWait(retryAfterSeconds)} before ordering another, or contact us if you need help.`;
}

/** What an upgrade of the order line `lineId` counts against (decision 052): that line's limit alone. */
export function upgradeLimits(lineId: string): OrderLimits {
  return { hits: [{ rule: UPGRADE_LIMIT, key: lineId }], message: upgradeLimitMessage };
}

/**
 * The 429 (with Retry-After) for a new order that went over one of its limits, whose window ends at
 * `resetMs` (epoch milliseconds); the order statement refused itself, so nothing of it was kept.
 */
export function orderLimitReached(limits: OrderLimits, resetMs: number, at: Date): DomainError {
  const wait = secondsUntil(resetMs, at);
  return new DomainError('too_many', 'rate_limited', limits.message(wait), { retryAfterSeconds: wait });
}
