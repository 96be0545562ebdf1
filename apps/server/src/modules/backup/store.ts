import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BACKUP_NAME_PATTERN, type BackupKind, type BackupSummary } from '@atelier/domain/backup';
import type { Bucket } from '../files/bucket.ts';
import type { BackupHeader } from './format.ts';
import { readBackupHeader } from './format.ts';

/** DATA_DIR/backups: the files the admin page lists, downloads and deletes (without a bucket). */
export const backupsFolder = (dataDir: string) => path.resolve(dataDir, 'backups');

/** atelier-backup-daily-20261122-030000-1a2b3c.jsonl.gz: sorts by time; the suffix keeps names unique. */
export function newBackupName(kind: BackupKind, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
  return `atelier-backup-${kind}-${stamp}-${randomBytes(3).toString('hex')}.jsonl.gz`;
}

export function ensureBackupsFolder(dataDir: string): string {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
}

function summaryOf(name: string, header: Pick<BackupHeader, 'kind' | 'createdAt' | 'tables'>, sizeBytes: number) {
  return {
    name,
    kind: header.kind,
    createdAt: header.createdAt,
    sizeBytes,
    tables: header.tables.length,
    rows: header.tables.reduce((sum, table) => sum + table.rows, 0),
  } satisfies BackupSummary;
}

/**
 * Where the admin page's backups are kept: DATA_DIR/backups, or `<prefix>backups/` in the FILE_STORE
 * bucket (decision 055), which every machine sees. Only names matching the strict pattern are used.
 */
export interface BackupStore {
  /** For messages: the folder, or s3://bucket/prefix/backups/. */
  readonly label: string;
  /** Writes a backup through `write` (given a local file to fill) and keeps it under `name`. */
  save(name: string, write: (file: string) => Promise<BackupHeader>): Promise<BackupSummary>;
  /** Stored backups, newest first; a damaged one is skipped rather than hiding the others. */
  list(): Promise<BackupSummary[]>;
  /** The backup's bytes as a stream, or null when there is no such backup. */
  open(name: string): Promise<Readable | null>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
}

const newestFirst = (a: BackupSummary, b: BackupSummary) =>
  b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name);

export function folderBackupStore(dataDir: string): BackupStore {
  const folder = backupsFolder(dataDir);
  /** The file behind a name, or null. */
  const fileOf = (name: string): string | null => {
    if (!BACKUP_NAME_PATTERN.test(name)) return null;
    const file = path.join(folder, name);
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  };
  return {
    label: folder,
    async save(name, write) {
      const file = path.join(ensureBackupsFolder(dataDir), name);
      const header = await write(file);
      return summaryOf(name, header, statSync(file).size);
    },
    async list() {
      let names: string[];
      try {
        names = readdirSync(folder).filter((name) => BACKUP_NAME_PATTERN.test(name));
      } catch {
        return [];
      }
      const summaries: BackupSummary[] = [];
      for (const name of names) {
        const file = path.join(folder, name);
        try {
          summaries.push(summaryOf(name, await readBackupHeader(file), statSync(file).size));
        } catch {
          // Removed meanwhile, or not readable: not listed.
        }
      }
      return summaries.sort(newestFirst);
    },
    async open(name) {
      const file = fileOf(name);
      return file ? createReadStream(file) : null;
    },
    async exists(name) {
      return fileOf(name) !== null;
    },
    async remove(name) {
      const file = fileOf(name);
      if (file) rmSync(file, { force: true });
    },
  };
}

/**
 * Backups as objects `<prefix>backups/<name>`. A backup is written to a temporary file in DATA_DIR first,
 * then sent whole in one PutObject (no multipart upload: a backup must fit in memory, and S3 takes at most
 * 5 GB in one request).
 */
export function bucketBackupStore(bucket: Bucket, dataDir: string): BackupStore {
  const key = (name: string) => `backups/${name}`;
  return {
    label: `${bucket.label}backups/`,
    async save(name, write) {
      const file = path.join(ensureBackupsFolder(dataDir), `${name}.upload`);
      try {
        const header = await write(file);
        const bytes = readFileSync(file);
        await bucket.put(key(name), bytes, 'application/gzip');
        return summaryOf(name, header, bytes.byteLength);
      } finally {
        rmSync(file, { force: true });
      }
    },
    async list() {
      const summaries: BackupSummary[] = [];
      for await (const page of bucket.list('backups/')) {
        for (const object of page.filter((entry) => BACKUP_NAME_PATTERN.test(entry.name))) {
          try {
            const opened = await bucket.open(key(object.name));
            if (opened) summaries.push(summaryOf(object.name, await readBackupHeader(opened.stream), object.size));
          } catch {
            // Removed meanwhile, or not readable: not listed.
          }
        }
      }
      return summaries.sort(newestFirst);
    },
    async open(name) {
      if (!BACKUP_NAME_PATTERN.test(name)) return null;
      return (await bucket.open(key(name)))?.stream ?? null;
    },
    async exists(name) {
      return BACKUP_NAME_PATTERN.test(name) && (await bucket.has(key(name)));
    },
    async remove(name) {
      if (BACKUP_NAME_PATTERN.test(name)) await bucket.remove(key(name));
    },
  };
}

/** Keeps the newest `keep` daily backups; manual ones are left to the staff who made them. */
export async function pruneDailyBackups(store: BackupStore, keep: number): Promise<string[]> {
  const daily = (await store.list()).filter((backup) => backup.kind === 'daily');
  const removed = daily.slice(keep).map((backup) => backup.name);
  for (const name of removed) await store.remove(name);
  return removed;
}
