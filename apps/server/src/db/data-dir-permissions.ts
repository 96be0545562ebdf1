import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database, the session secret and the backups: only the server's own user may
// read or change any of it (audit M4). Three parts: new files and folders are made owner-only (the
// umask), DATA_DIR and the embedded database's folder are created (or put back to) 0700, and a pass
// takes group and other permissions off what is already there. The pass matters because PGlite sets
// the modes of the files it writes at initdb itself, 0666 whatever the umask, and because folders made
// before this fix kept their old modes.

/** Group and other permission bits: none kept under DATA_DIR. */
const GROUP_AND_OTHER = 0o077;

/**
 * Makes every file and folder this process creates from now on owner-only. For the server's process
 * entry only (start-server.ts): the umask belongs to the whole process.
 */
export function restrictNewFileModes(): void {
  process.umask(GROUP_AND_OTHER);
}

/** Creates `folder` (and any missing parents) as 0700, or puts an existing one back to 0700. */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/**
 * Takes group and other permissions off `folder` and everything under it; symbolic links are neither
 * followed nor changed. Returns the paths it could not change (owned by another user, read-only file
 * system...), so start-up can warn about them rather than stop.
 */
export function restrictExistingModes(folder: string): string[] {
  const unchanged: string[] = [];
  const visit = (file: string) => {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(file);
    } catch {
      // Removed meanwhile (a temporary file, a lock released).
      return;
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_AND_OTHER) !== 0) {
      try {
        chmodSync(file, stat.mode & 0o7777 & ~GROUP_AND_OTHER);
      } catch {
        unchanged.push(file);
      }
    }
    if (!stat.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(file);
    } catch {
      return;
    }
    for (const name of names) visit(path.join(file, name));
  };
  visit(folder);
  return unchanged;
}

/**
 * DATA_DIR at start-up: it and everything in it put back to owner-only (a missing one is left to be
 * created when first needed, under the umask). Returns the paths chmod refused.
 */
export function secureDataDir(dataDir: string): string[] {
  return restrictExistingModes(dataDir);
}
