import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupKind } from '@atelier/domain/backup';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import type { Bucket } from '../files/bucket.ts';
import { fileKey } from '../files/file-store.ts';
import { listSequences, listTables, quoteIdent, type TableInfo, useCanonicalTextForms } from './catalog.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupHeader } from './format.ts';
import { databaseMigrationLevel } from './migrations.ts';
import { backupSecrets } from './secret.ts';

export interface ExportOptions {
  kind: BackupKind;
  database: BackupHeader['database'];
  sessionSecret: string;
  /** The operator's key that seals the session secret into the backup; without one it is left out. */
  backupKey?: string | undefined;
  /** The FILE_STORE bucket: the bytes of files kept there are read into the backup (decision 055). */
  bucket?: Bucket | null | undefined;
  /** Called after each table is read (the consistency test places orders at that moment). */
  afterTable?: ((table: string) => Promise<void>) | undefined;
}

const FETCH_ROWS = 200;

/**
 * Writes the whole database to `file` (mode 0600: it holds every customer and password hash). Every row is read in one
 * REPEATABLE READ READ ONLY transaction, so orders placed meanwhile are either in the backup whole or not
 * at all. The file appears under its name only once complete.
 */
export async function writeBackup(db: Database, file: string, options: ExportOptions): Promise<BackupHeader> {
  const partial = `${file}.partial`;
  try {
    const header = await db.transaction(
      async (tx) => {
        // A large database may take longer than a request's statement timeout.
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
        await useCanonicalTextForms(tx);
        const tables = await listTables(tx);
        const header = await readHeader(tx, tables, options);
        await pipeline(
          Readable.from(lines(tx, header, tables, options)),
          createGzip(),
          createWriteStream(partial, { mode: 0o600 }),
        );
        return header;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    renameSync(partial, file);
    return header;
  } finally {
    rmSync(partial, { force: true });
  }
}

async function readHeader(tx: Database, tables: TableInfo[], options: ExportOptions): Promise<BackupHeader> {
  const counted = [];
  for (const table of tables) {
    const [row] = await queryRows<{ count: string | number }>(
      tx,
      sql.raw(`select count(*) as count from ${quoteIdent(table.name)}`),
    );
    counted.push({ name: table.name, columns: table.columns.map((column) => column.name), rows: Number(row?.count) });
  }
  const sequences = [];
  for (const name of await listSequences(tx)) {
    const [row] = await queryRows<{ last_value: string | number; is_called: boolean }>(
      tx,
      sql.raw(`select last_value, is_called from ${quoteIdent(name)}`),
    );
    sequences.push({ name, lastValue: String(row?.last_value), isCalled: Boolean(row?.is_called) });
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    kind: options.kind,
    createdAt: new Date().toISOString(),
    database: options.database,
    migrationLevel: await databaseMigrationLevel(tx),
    tables: counted,
    sequences,
    secrets: backupSecrets(options.sessionSecret, options.backupKey),
  };
}

async function* lines(
  tx: Database,
  header: BackupHeader,
  tables: TableInfo[],
  options: ExportOptions,
): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    yield `${JSON.stringify({ table: table.name })}\n`;
    const values = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
    const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select to_json(array[${values}]::text[]) as r from ${quoteIdent(table.name)}${order}`,
      ),
    );
    const fill = table.name === 'stored_files' ? fileBytesFiller(table, options.bucket) : null;
    for (;;) {
      const batch = await queryRows<{ r: unknown }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
      if (batch.length === 0) break;
      if (fill) {
        // A line per file: its bytes may have just been read from the bucket.
        for (const row of batch) yield `${JSON.stringify(await fill(asArray(row.r)))}\n`;
      } else {
        yield batch.map((row) => `${JSON.stringify(asArray(row.r))}\n`).join('');
      }
    }
    await tx.execute(sql`close backup_rows`);
    await options.afterTable?.(table.name);
  }
  yield `${JSON.stringify({ end: true })}\n`;
}

/**
 * A backup holds every file's bytes: a `stored_files` row whose bytes are in the bucket (null) gets them
 * from its object, in bytea's hex text form, so a restore needs no bucket.
 */
function fileBytesFiller(table: TableInfo, bucket: Bucket | null | undefined) {
  const names = table.columns.map((column) => column.name);
  const idAt = names.indexOf('id');
  const bytesAt = names.indexOf('bytes');
  return async (row: unknown[]): Promise<unknown[]> => {
    if (row[bytesAt] !== null) return row;
    const id = String(row[idAt]);
    if (!bucket) throw new Error(`Stored file ${id} is kept in a bucket, but FILE_STORE names none.`);
    const bytes = await bucket.get(fileKey(id));
    if (!bytes) {
      throw new Error(`Stored file ${id} is missing from ${bucket.label} (moved or removed meanwhile?): try again.`);
    }
    const filled = [...row];
    filled[bytesAt] = `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    return filled;
  };
}

/** json arrives parsed on one driver and as text on another. */
const asArray = (value: unknown): unknown[] => (typeof value === 'string' ? JSON.parse(value) : (value as unknown[]));
