import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

// Registered when a test file imports this module, so it runs once that file's tests are done.
afterAll(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A fresh temporary folder (`atelier-<name>-…`), removed when the test file ends. */
export function tempDir(name: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `atelier-${name}-`));
  made.push(folder);
  return folder;
}
