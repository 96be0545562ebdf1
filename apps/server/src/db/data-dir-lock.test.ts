import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/temp-dir.ts';
import { isDatabaseReachable, openDatabase } from './client.ts';

const freshDataDir = () => tempDir('lock');

/** A pid that belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the embedded database lock', () => {
  it('refuses a second opener of the same folder, naming the folder, until the first closes', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ dataDir });
    const folder = path.join(dataDir, 'pglite');
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The embedded database in ${folder} is in use by another server process (pid ${process.pid}). Stop it first`,
    );
    await first.close();
    expect(existsSync(`${folder}.lock`)).toBe(false);

    const second = await openDatabase({ dataDir });
    expect(await isDatabaseReachable(second.db)).toBe(true);
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = freshDataDir();
    const lockFile = path.join(dataDir, 'pglite.lock');
    writeFileSync(lockFile, `${deadPid()}\n`);
    const database = await openDatabase({ dataDir });
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await database.close();
  });

  it('takes over a lock with our own pid that this process does not hold (left before a restart)', async () => {
    const dataDir = freshDataDir();
    writeFileSync(path.join(dataDir, 'pglite.lock'), `${process.pid}\n`);
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
