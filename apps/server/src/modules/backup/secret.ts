import { randomBytes, scryptSync } from 'node:crypto';
import { openSealedText, sealText } from '../../sealed-text.ts';
import type { BackupHeader } from './format.ts';

/** Bound to the sealed value, so it opens as a backup's session secret and as nothing else. */
const CONTEXT = 'atelier-backup-session-secret';

const keyFrom = (backupKey: string, salt: Buffer) => scryptSync(backupKey, salt, 32);

/**
 * What a new backup carries of the session secret: sealed with the operator's BACKUP_KEY (scrypt, a salt
 * of its own), or nothing without one. The secret signs order and download links and staff sessions and
 * keys the two-factor secrets, so a backup alone must not give it away.
 */
export function backupSecrets(sessionSecret: string, backupKey: string | undefined): BackupHeader['secrets'] {
  if (!backupKey) return {};
  const salt = randomBytes(16);
  return {
    sealedSessionSecret: {
      salt: salt.toString('base64url'),
      sealed: sealText(keyFrom(backupKey, salt), CONTEXT, sessionSecret),
    },
  };
}

/** The restore cannot give back the session secret it was asked for. */
export class BackupKeyError extends Error {}

/**
 * The session secret a backup carries: in clear (backups made before BACKUP_KEY existed), opened with
 * the operator's BACKUP_KEY, or null when it carries none.
 */
export function restoredSessionSecret(secrets: BackupHeader['secrets'], backupKey: string | undefined): string | null {
  if (secrets.sessionSecret) return secrets.sessionSecret;
  const sealed = secrets.sealedSessionSecret;
  if (!sealed) return null;
  if (!backupKey) {
    throw new BackupKeyError(
      'This backup holds the session secret sealed with BACKUP_KEY: set BACKUP_KEY to the key it was made with, then restore.',
    );
  }
  try {
    return openSealedText(keyFrom(backupKey, Buffer.from(sealed.salt, 'base64url')), CONTEXT, sealed.sealed);
  } catch {
    throw new BackupKeyError("BACKUP_KEY does not open this backup's session secret: it was made with another key.");
  }
}
