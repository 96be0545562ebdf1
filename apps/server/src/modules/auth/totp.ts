import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
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

/** `v1.<iv>.<tag>.<ciphertext>`; the account id is bound as associated data, so a copied value fails elsewhere. */
export function encryptSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, userId: string, stored: string): string {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !encrypted) throw new Error('Unknown TOTP secret format.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
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
