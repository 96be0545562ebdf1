import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'design-preview';
/** A preview link is meant to be opened now by the staff member who asked for it, not shared for good. */
const LIFETIME_SECONDS = 60 * 60;
const TOKEN = /^(?<expires>\d{1,12})\.(?<signature>[A-Za-z0-9_-]{43})$/;

const sign = (secret: string, designId: string, expires: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${designId}:${expires}`).digest('base64url');

/**
 * A link that shows one design on the storefront whatever its status (draft, archived) for an hour:
 * `/design/<id>?preview=<expiry in seconds>.<HMAC-SHA256 of purpose, id and expiry>`.
 */
export function designPreviewPath(secret: string, designId: string, now = Date.now()): string {
  const expires = String(Math.floor(now / 1000) + LIFETIME_SECONDS);
  const token = `${expires}.${sign(secret, designId, expires)}`;
  return `/design/${encodeURIComponent(designId)}?preview=${token}`;
}

/** True when the token was issued here for this design and has not expired. */
export function isValidDesignPreview(secret: string, designId: string, token: string, now = Date.now()): boolean {
  const match = TOKEN.exec(token)?.groups;
  if (!match?.expires || !match.signature) return false;
  if (Number(match.expires) * 1000 <= now) return false;
  // Compared as text, so only the one canonical spelling of the signature is accepted.
  const given = Buffer.from(match.signature);
  const expected = Buffer.from(sign(secret, designId, match.expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
