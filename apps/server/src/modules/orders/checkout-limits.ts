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

/** What a new order counts against: its client's limit and its recipient's (the mailbox, not the spelling). */
export function checkoutHits(clientIp: string, recipient: string): Hit[] {
  return [
    { rule: CHECKOUT_LIMITS.perClient, key: clientIp },
    { rule: CHECKOUT_LIMITS.perRecipient, key: recipientKey(recipient) },
  ];
}

/**
 * The 429 (with Retry-After) for a new order that went over a checkout limit, whose window ends at
 * `resetMs` (epoch milliseconds); the order statement refused itself, so nothing of it was kept.
 */
export function checkoutLimitReached(resetMs: number, at: Date): DomainError {
  const wait = secondsUntil(resetMs, at);
  return new DomainError('too_many', 'rate_limited', checkoutLimitMessage(wait), { retryAfterSeconds: wait });
}
