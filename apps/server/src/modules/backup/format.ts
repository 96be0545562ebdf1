import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';

/**
 * A backup file is gzip'd JSON lines: the header, then for each table a `{"table": name}` line followed by
 * one JSON array per row (every value in PostgreSQL's text form, or null), then `{"end": true}`.
 */
export const BACKUP_FORMAT = 'atelier-backup';
export const BACKUP_FORMAT_VERSION = 1;

const tableSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
  rows: z.number().int().min(0),
});

const sequenceSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  kind: z.enum(['manual', 'daily']),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** The `created_at` ("when") of the last migration applied to the backed-up database. */
  migrationLevel: z.number().int().min(0),
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
  /**
   * What existing order and download links (and staff sessions) are signed with: sealed with the
   * operator's BACKUP_KEY, or absent (secret.ts). Backups made before BACKUP_KEY hold it in clear.
   */
  secrets: z
    .object({
      sessionSecret: z.string().min(32).optional(),
      sealedSessionSecret: z.object({ salt: z.string().min(16), sealed: z.string().min(20) }).optional(),
    })
    .default({}),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export type BackupLine = { table: string } | { end: true } | (string | null)[];

/** The file cannot be read as a backup: not gzip, not JSON lines, cut short, or an unknown format. */
export class BackupFileError extends Error {}

/** Reads a backup's lines; the first is the checked header. Any damage ends in a BackupFileError. */
export async function* readBackupLines(file: string): AsyncGenerator<BackupHeader | BackupLine> {
  let first = true;
  let ended = false;
  for await (const text of textLines(file)) {
    if (ended) throw new BackupFileError('The backup file has data after its end.');
    const value = parseLine(text);
    if (first) {
      first = false;
      yield parseHeader(value);
      continue;
    }
    if (isEnd(value)) ended = true;
    yield checkLine(value);
  }
  if (first) throw new BackupFileError('The backup file is empty.');
  if (!ended) throw new BackupFileError('The backup file is cut short.');
}

/** Only the header: enough to list a backup or check it before restoring. A stream (an object in the bucket) is closed after it. */
export async function readBackupHeader(file: string | Readable): Promise<BackupHeader> {
  for await (const text of textLines(file)) return parseHeader(parseLine(text));
  throw new BackupFileError('The backup file is empty.');
}

/**
 * The file's lines of text, unzipped; a file that cannot be read (missing, not gzip) ends in a
 * BackupFileError. The file is closed when the reader stops, early or not.
 */
async function* textLines(file: string | Readable): AsyncGenerator<string> {
  const source = typeof file === 'string' ? createReadStream(file) : file;
  const input = source.pipe(createGunzip());
  source.once('error', (error: Error) => input.destroy(error));
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    yield* lines;
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`The backup file cannot be read: ${describe(error)}.`);
  } finally {
    lines.close();
    input.destroy();
    source.destroy();
  }
}

function parseLine(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupFileError('The backup file is damaged (a line is not JSON).');
  }
}

function parseHeader(value: unknown): BackupHeader {
  const parsed = backupHeaderSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) throw new BackupFileError('This is not an Atelier Plans backup file.');
  const version = (value as { version?: unknown }).version;
  if (version !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(`This backup uses format version ${String(version)}, which this version cannot read.`);
  }
  throw new BackupFileError('The backup file header is damaged.');
}

const isEnd = (value: unknown): value is { end: true } =>
  typeof value === 'object' && value !== null && (value as { end?: unknown }).end === true;

function checkLine(value: unknown): BackupLine {
  if (Array.isArray(value) && value.every((cell) => cell === null || typeof cell === 'string')) return value;
  if (isEnd(value)) return value;
  if (typeof value === 'object' && value !== null && typeof (value as { table?: unknown }).table === 'string') {
    return { table: (value as { table: string }).table };
  }
  throw new BackupFileError('The backup file is damaged (unexpected line).');
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
