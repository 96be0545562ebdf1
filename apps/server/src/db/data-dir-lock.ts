import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Start-up refusal: another process holds the embedded database's folder. Printed as one line. */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

// Lock files this process holds: a lock naming our own pid but missing here was left by an earlier
// process that had the same pid (a container restart often reuses it), so it is stale.
const heldHere = new Set<string>();

/**
 * Takes `<folder>.lock` (beside the folder: PGlite owns the folder's contents), created with O_EXCL and
 * holding our pid. Two PGlite instances writing one folder corrupt it, and PGlite has no lock of its own.
 */
export function lockDataDir(folder: string): DataDirLock {
  const file = `${folder}.lock`;
  // Two rounds: the second follows the removal of a stale lock.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(file)) {
      heldHere.add(file);
      // A crash or process.exit skips close(); the file goes with the process anyway.
      const onExit = () => removeIfOurs(file);
      process.on('exit', onExit);
      return {
        release() {
          if (!heldHere.delete(file)) return;
          process.off('exit', onExit);
          removeIfOurs(file);
        },
      };
    }
    const owner = readOwner(file);
    if (owner !== null && isHeldByLiveProcess(file, owner)) {
      throw new DataDirLockedError(
        `The embedded database in ${folder} is in use by another server process (pid ${owner}). ` +
          `Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes. (Lock file: ${file})`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${folder} (lock file: ${file}).`);
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The pid in the lock file; null when it is unreadable or half-written (treated as stale). */
function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isHeldByLiveProcess(file: string, pid: number): boolean {
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfOurs(file: string) {
  if (readOwner(file) === process.pid) rmSync(file, { force: true });
}
