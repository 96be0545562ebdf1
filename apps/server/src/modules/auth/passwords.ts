import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with explicit parameters (OWASP minimum: 19 MiB, 2 passes, 1 lane), so a library default
 * change never weakens stored hashes. `Algorithm` is a const enum; 2 is Argon2id.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Passwords are hashed in their NFKC form, so the same characters typed on another keyboard or system
 * (composed or decomposed accents, full-width letters) still match.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

/** Checks the NFKC form; hashes stored before normalisation was added verify with the text as typed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normalized = password.normalize('NFKC');
  if (await verifyOne(passwordHash, normalized)) return true;
  return normalized !== password && verifyOne(passwordHash, password);
}

async function verifyOne(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist (no user enumeration by timing). */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
