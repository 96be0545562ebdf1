import { createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@atelier/domain/mfa';
import { generateSecret, generateURI, verify } from 'otplib';
import { loadQrCode } from '../../lazy-package.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Atelier Plans';

/** The AES-256-GCM key for TOTP secrets, derived from SESSION_SECRET (HKDF-SHA-256, own info label). */
export function totpKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'atelier-staff-totp', 'totp-secret-v1', 32));
}

export const newTotpSecret = () => generateSecret({ length: 20 });

/** The otpauth:// URI and its QR code (SVG data URL) for an authenticator app to scan. */
export async function provisioning(secret: string, email: string) {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });
  const svg = await loadQrCode().toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step the code belongs to, or null. Accepts the current step and one either side (30 s of
 * clock drift) and nothing wider; a step at or before `afterStep` (already used) is refused as a replay.
 */
export async function matchTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP result carries the matched step (the HOTP one, in the same union type, does not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7pq-3xmz-2a` (about 49 bits each), as shown to the member. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Normalised like recoveryCodeSchema: lower case, no dashes or spaces. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** `<salt>.<sha256(salt || code)>`: high-entropy codes, so a salted fast hash suffices (see decision 031). */
export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}.${digest(salt, normalise(code)).toString('base64url')}`;
}

export function recoveryCodeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('.');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(Buffer.from(salt, 'base64url'), normalise(code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const digest = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code).digest();
