import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A short secret sealed with AES-256-GCM under a 32-byte key: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * `context` is bound as associated data, so a value copied to another place (another account, another
 * purpose) does not open there. Opening with the wrong key or context throws.
 */
export function sealText(key: Buffer, context: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const encrypted = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSealedText(key: Buffer, context: string, sealed: string): string {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !encrypted) throw new Error('Unknown sealed text format.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}
