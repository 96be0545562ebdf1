import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedEmail } from './outbox.ts';

/**
 * In development without SMTP_URL, each message the outbox keeps is also written in full (links
 * included) to a text file under the data folder, so a developer can follow an invitation or an order
 * link, and the log carries the whole message too (development only: links are bearer secrets).
 */
export function createDevMailDrop(dir: string) {
  return async function dropMail(row: { id: string; kind: string; to: string }, message: RenderedEmail) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${row.kind}-${row.id}.txt`);
    const extra = Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
    await writeFile(file, `To: ${row.to}\nSubject: ${message.subject}\n${extra.join('')}\n${message.text}\n`, {
      mode: 0o600,
    });
    return file;
  };
}

export type DevMailDrop = ReturnType<typeof createDevMailDrop>;
