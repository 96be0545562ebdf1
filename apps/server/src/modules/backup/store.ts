import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_NAME_PATTERN, type BackupKind, type BackupSummary } from '@atelier/domain/backup';
import type { BackupHeader } from './format.ts';
import { readBackupHeader } from './format.ts';

/** DATA_DIR/backups: the files the admin page lists, downloads and deletes. */
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

/** The file behind a name, or null: only names matching the strict pattern reach the file system. */
export function backupPath(dataDir: string, name: string): string | null {
  if (!BACKUP_NAME_PATTERN.test(name)) return null;
  const file = path.join(backupsFolder(dataDir), name);
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

export function summaryOf(
  name: string,
  header: Pick<BackupHeader, 'kind' | 'createdAt' | 'tables'>,
  sizeBytes: number,
) {
  return {
    name,
    kind: header.kind,
    createdAt: header.createdAt,
    sizeBytes,
    tables: header.tables.length,
    rows: header.tables.reduce((sum, table) => sum + table.rows, 0),
  } satisfies BackupSummary;
}

/** Stored backups, newest first; a damaged file is skipped rather than hiding the others. */
export async function listBackups(dataDir: string): Promise<BackupSummary[]> {
  const folder = backupsFolder(dataDir);
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
  return summaries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

export function deleteBackupFile(file: string) {
  rmSync(file, { force: true });
}

/** Keeps the newest `keep` daily backups; manual ones are left to the staff who made them. */
export async function pruneDailyBackups(dataDir: string, keep: number): Promise<string[]> {
  const daily = (await listBackups(dataDir)).filter((backup) => backup.kind === 'daily');
  const removed = daily.slice(keep).map((backup) => backup.name);
  for (const name of removed) rmSync(path.join(backupsFolder(dataDir), name), { force: true });
  return removed;
}
