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

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
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
