import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The browser tests' server runs in development without SMTP, so each e-mail it sends is also written
 * in full to DATA_DIR/dev-mail (modules/email/dev-mail-drop.ts). Its data folder is named by its port,
 * so the tests can read the mail a flow sent, as a buyer reads their inbox.
 */
export function e2eDataDir(port: number | string): string {
  return path.join(os.tmpdir(), `atelier-e2e-${port}`);
}

const mailDir = () => path.join(e2eDataDir(process.env.E2E_PORT ?? 4173), 'dev-mail');

/** The text of the newest e-mail of this kind to the address, once it has been written. */
export async function latestMail(to: string, kind: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const names = (await readdir(mailDir()).catch(() => [] as string[]))
      .filter((name) => name.includes(`-${kind}-`))
      .sort();
    for (const name of names.reverse()) {
      const content = await readFile(path.join(mailDir(), name), 'utf8');
      if (content.startsWith(`To: ${to}\n`)) {
        text = content;
        return;
      }
    }
    throw new Error(`no ${kind} mail to ${to} yet`);
  }).toPass({ timeout: 15_000 });
  return text;
}
