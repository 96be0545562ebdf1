import { chmodSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { tempDir } from '../test/temp-dir.ts';
import { openDatabase } from './client.ts';
import { restrictExistingModes, secureDataDir } from './data-dir-permissions.ts';

const mode = (file: string) => (lstatSync(file).mode & 0o777).toString(8);

/** Paths under `folder` (itself included) that group or other may write. */
function openToOthers(folder: string): string[] {
  return [folder, ...readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => path.join(folder, name))]
    .filter((file) => !lstatSync(file).isSymbolicLink())
    .filter((file) => (lstatSync(file).mode & 0o022) !== 0);
}

describe('DATA_DIR permissions (audit M4)', () => {
  it('opens the embedded database in a new DATA_DIR created 0700, with none of its files open to others', async () => {
    const dataDir = path.join(tempDir('modes'), 'data');
    const database = await openDatabase({ dataDir });
    try {
      expect(mode(dataDir)).toBe('700');
      expect(mode(path.join(dataDir, 'pglite'))).toBe('700');
      expect(readdirSync(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('creates a missing DATA_DIR 0700 for the session secret', () => {
    const dataDir = path.join(tempDir('modes'), 'data');
    loadEnv({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe('700');
    expect(mode(path.join(dataDir, 'session-secret'))).toBe('600');
  });

  it('makes an existing DATA_DIR and everything in it owner-only, leaving what links point at alone', () => {
    const root = tempDir('modes');
    const dataDir = path.join(root, 'data');
    const outside = path.join(root, 'outside.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o666);
    mkdirSync(path.join(dataDir, 'media-cache'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'media-cache'), 0o777);
    for (const [name, fileMode] of [
      ['media-cache/a.webp', 0o644],
      ['session-secret', 0o600],
      ['old.txt', 0o666],
    ] as const) {
      writeFileSync(path.join(dataDir, name), 'x');
      chmodSync(path.join(dataDir, name), fileMode);
    }
    symlinkSync(outside, path.join(dataDir, 'link'));

    expect(secureDataDir(dataDir)).toEqual([]);

    expect(mode(dataDir)).toBe('700');
    expect(mode(path.join(dataDir, 'media-cache'))).toBe('700');
    expect(mode(path.join(dataDir, 'media-cache/a.webp'))).toBe('600');
    expect(mode(path.join(dataDir, 'session-secret'))).toBe('600');
    expect(mode(path.join(dataDir, 'old.txt'))).toBe('600');
    expect(mode(outside)).toBe('666');
    expect(restrictExistingModes(path.join(root, 'missing'))).toEqual([]);
  });
});
