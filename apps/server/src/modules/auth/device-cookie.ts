import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import { isSecureContext } from '../../plugins/staff-auth.ts';

/**
 * Device cookies (OWASP): a browser that completed a sign-in to an account gets a signed cookie naming
 * the account, and keeps signing in to it while the account is under a password-guessing attack from
 * elsewhere (sign-in-limiter.ts refuses unknown browsers past a limit). `__Host-` in secure contexts.
 */
const SECURE_COOKIE = '__Host-staff_device';
const PLAIN_COOKIE = 'staff_device';
const LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const signature = (secret: string, email: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`staff-device:${email}:${issuedAt}`).digest('base64url');

/** `<account e-mail, base64url>.<issued at, ms>.<HMAC>` */
export function deviceCookieValue(secret: string, email: string, issuedAt: number): string {
  return `${Buffer.from(email).toString('base64url')}.${issuedAt}.${signature(secret, email, issuedAt)}`;
}

/** Whether the value is a device cookie this server issued for the account, less than 180 days ago. */
export function isDeviceCookieFor(secret: string, value: string | undefined, email: string, now: number): boolean {
  const [encodedEmail, issued, given] = value?.split('.') ?? [];
  if (!encodedEmail || !issued || !given || !/^\d{1,15}$/.test(issued)) return false;
  const issuedAt = Number(issued);
  if (Buffer.from(encodedEmail, 'base64url').toString() !== email) return false;
  if (issuedAt > now || now - issuedAt > LIFETIME_MS) return false;
  const expected = Buffer.from(signature(secret, email, issuedAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function isKnownBrowser(request: FastifyRequest, env: Env, email: string): boolean {
  const value =
    request.cookies[SECURE_COOKIE] ?? (env.NODE_ENV === 'production' ? undefined : request.cookies[PLAIN_COOKIE]);
  return isDeviceCookieFor(env.SESSION_SECRET, value, email.trim().toLowerCase(), Date.now());
}

/** After a completed sign-in (password, and the second step when there is one). */
export function setDeviceCookie(reply: FastifyReply, request: FastifyRequest, env: Env, email: string) {
  const secure = isSecureContext(request, env);
  const value = deviceCookieValue(env.SESSION_SECRET, email.trim().toLowerCase(), Date.now());
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: LIFETIME_MS / 1000,
  });
}
