import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

const hmac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The secret of an order's confirmation link. Derived from the order id with the server secret, so a
 * repeated submission can answer with the same link; only its hash is stored.
 */
export function orderAccessToken(secret: string, orderId: string): string {
  return hmac(secret, 'order-access', orderId);
}

export function isOrderAccessToken(token: string, storedHash: string): boolean {
  return safeEqual(sha256(token), storedHash);
}

/** The secret of a modification quote's private link (decision 053), derived like an order's; nothing is stored. */
export function quoteAccessToken(secret: string, quoteId: string): string {
  return hmac(secret, 'quote-access', quoteId);
}

export function isQuoteAccessToken(secret: string, token: string, quoteId: string): boolean {
  return safeEqual(token, quoteAccessToken(secret, quoteId));
}

/** `<grant id>.<signature>`: the signature proves the link was issued here; limits live in the database. */
export function downloadToken(secret: string, grantId: string): string {
  return `${grantId}.${hmac(secret, 'download', grantId)}`;
}

export function verifyDownloadToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const grantId = token.slice(0, dot);
  return safeEqual(token, downloadToken(secret, grantId)) ? grantId : null;
}

// Crockford base32 without look-alikes (no I, L, O, U): easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** '<prefix>-7K3Q-X9M2': short, unambiguous, and not guessable in sequence. */
function newNumber(prefix: string): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** How every order number starts. */
export const ORDER_NUMBER_PREFIX = 'AP-';
/** 'AP-7K3Q-X9M2' */
export const newOrderNumber = () => newNumber('AP');
/** 'Q-7K3Q-X9M2' */
export const newQuoteNumber = () => newNumber('Q');
