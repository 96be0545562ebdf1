import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, PGLITE_OPTIONS } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { listTables, quoteIdent, type TableInfo, useCanonicalTextForms } from './catalog.ts';
import { BackupFileError, type BackupHeader, readBackupHeader, readBackupLines } from './format.ts';
import { codeMigrationLevel, databaseMigrationLevel, migrationsUpTo } from './migrations.ts';
import { BackupKeyError, restoredSessionSecret } from './secret.ts';

/** Where to restore: the same DATABASE_URL / DATA_DIR the server uses. */
export interface RestoreTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Opens the session secret a backup carries sealed (BACKUP_KEY). */
  backupKey?: string | undefined;
}

/** The backup is fine but cannot go to this target (not empty, made by newer code...). */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  header: BackupHeader;
  tables: { name: string; rows: number }[];
  /** Whether the backup's session secret was written to DATA_DIR (false: it carried none). */
  sessionSecretRestored: boolean;
}

/**
 * Restores a backup into an empty database: the schema is brought to the backup's migration level, every
 * row is inserted in one transaction (parents before children), the id sequences are set as they were,
 * and the session secret, when the backup carries one (sealed with BACKUP_KEY), is written to DATA_DIR so
 * existing order and download links keep working.
 * Later migrations, if the code is newer than the backup, run on the restored rows at the next start.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const header = await readBackupHeader(file);
  if (header.migrationLevel > codeMigrationLevel()) {
    throw new RestoreRefusedError(
      'This backup was made by a newer version of Atelier Plans (a later database migration). Update the code, then restore.',
    );
  }
  let sessionSecret: string | null;
  try {
    sessionSecret = restoredSessionSecret(header.secrets, target.backupKey);
  } catch (error) {
    if (error instanceof BackupKeyError) throw new RestoreRefusedError(error.message);
    throw error;
  }
  const connection = await openAtLevel(target, header.migrationLevel);
  let tables: RestoreResult['tables'];
  try {
    tables = await connection.db.transaction(async (tx) => restoreRows(tx, file, header));
  } finally {
    await connection.close();
  }
  if (sessionSecret) writeSessionSecret(target.dataDir, sessionSecret);
  return { header, tables, sessionSecretRestored: sessionSecret !== null };
}

async function openAtLevel(target: RestoreTarget, level: number): Promise<{ db: Database; close(): Promise<void> }> {
  const migrations = migrationsUpTo(level);
  try {
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      client.on('error', () => {});
      await client.connect();
      try {
        const db = drizzlePg(client) as unknown as Database;
        await refuseNewerSchema(db, level);
        await migratePg(drizzlePg(client), { migrationsFolder: migrations.folder });
        return { db, close: () => client.end() };
      } catch (error) {
        await client.end();
        throw error;
      }
    }
    const folder = path.resolve(target.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    const lock = lockDataDir(folder);
    const client = new PGlite(folder, PGLITE_OPTIONS);
    const close = async () => {
      await client.close();
      lock.release();
    };
    try {
      const db = drizzlePglite(client);
      await refuseNewerSchema(db as unknown as Database, level);
      await migratePglite(db, { migrationsFolder: migrations.folder });
      return { db: db as unknown as Database, close };
    } catch (error) {
      await close();
      throw error;
    }
  } finally {
    migrations.remove();
  }
}

async function refuseNewerSchema(db: Database, level: number) {
  if ((await databaseMigrationLevel(db)) > level) {
    throw new RestoreRefusedError(
      'The target database was set up by a newer version than the backup. Restore into an empty data folder or a new, empty database.',
    );
  }
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

async function restoreRows(tx: Database, file: string, header: BackupHeader): Promise<RestoreResult['tables']> {
  await tx.execute(sql`set local statement_timeout = 0`);
  await useCanonicalTextForms(tx);
  const tables = new Map((await listTables(tx)).map((table) => [table.name, table]));
  await refuseUnlessEmpty(tx, [...tables.values()]);
  await clearSeededRows(tx, [...tables.values()]);
  const expected = new Map(header.tables.map((table) => [table.name, table]));
  for (const table of header.tables) checkColumns(table, tables.get(table.name));

  const counts = new Map<string, number>();
  let current: { info: TableInfo; columns: string[] } | undefined;
  let batch: (string | null)[][] = [];
  let batchChars = 0;
  const flush = async () => {
    if (!current || batch.length === 0) return;
    await insertRows(tx, current.info, current.columns, batch);
    batch = [];
    batchChars = 0;
  };
  for await (const line of readBackupLines(file)) {
    if ('format' in line) continue;
    if ('end' in line) {
      await flush();
      continue;
    }
    if ('table' in line) {
      await flush();
      const columns = expected.get(line.table)?.columns;
      const info = tables.get(line.table);
      if (!columns || !info) throw new BackupFileError(`The backup file is damaged (unknown table ${line.table}).`);
      current = { info, columns };
      continue;
    }
    if (!current || line.length !== current.columns.length) {
      throw new BackupFileError('The backup file is damaged (a row does not fit its table).');
    }
    batch.push(line);
    batchChars += line.reduce((sum, cell) => sum + (cell?.length ?? 4), 0);
    counts.set(current.info.name, (counts.get(current.info.name) ?? 0) + 1);
    if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
  }
  for (const table of header.tables) {
    if ((counts.get(table.name) ?? 0) !== table.rows) {
      throw new BackupFileError(`The backup file is cut short (table ${table.name} is incomplete).`);
    }
  }
  for (const sequence of header.sequences) {
    await tx.execute(
      sql`select setval(${quoteIdent(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
    );
  }
  return header.tables.map((table) => ({ name: table.name, rows: table.rows }));
}

/**
 * Tables that only ever get rows from using the shop (a started server seeds the catalogue): any row in
 * one means the target is in use. Migrations may seed other tables (roles...); those rows are replaced.
 */
const SHOP_TABLES = ['customers', 'orders', 'designs', 'staff_users', 'contact_inquiries', 'chat_conversations'];

async function refuseUnlessEmpty(tx: Database, tables: TableInfo[]) {
  for (const table of tables.filter((entry) => SHOP_TABLES.includes(entry.name))) {
    const [row] = await queryRows<{ used: boolean }>(
      tx,
      sql.raw(`select exists (select 1 from ${quoteIdent(table.name)}) as used`),
    );
    if (row?.used) {
      throw new RestoreRefusedError(
        `The target is not empty (table ${table.name} has rows). Restore only into an empty data folder or a new, empty database.`,
      );
    }
  }
}

/** Rows the migrations put in (children first), so the backup's own versions of them go in. */
async function clearSeededRows(tx: Database, tables: TableInfo[]) {
  for (const table of [...tables].reverse()) await tx.execute(sql.raw(`delete from ${quoteIdent(table.name)}`));
}

function checkColumns(backup: BackupHeader['tables'][number], target: TableInfo | undefined) {
  const stored = new Set(target?.columns.map((column) => column.name));
  if (!target || backup.columns.length !== stored.size || backup.columns.some((name) => !stored.has(name))) {
    throw new BackupFileError(`The backup file does not match the database schema (table ${backup.name}).`);
  }
}

/** Every value travels as text and is cast to its column's type: exact for bytea, jsonb, timestamps. */
async function insertRows(tx: Database, table: TableInfo, columns: string[], rows: (string | null)[][]) {
  const types = new Map(table.columns.map((column) => [column.name, column.type]));
  const names = columns.map(quoteIdent).join(', ');
  const values = columns.map((name, index) => `(e.r->>${index})::${types.get(name)}`).join(', ');
  await tx.execute(
    sql`${sql.raw(`insert into ${quoteIdent(table.name)} (${names}) overriding system value select ${values}`)}
        from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as e(r)`,
  );
}

function writeSessionSecret(dataDir: string, secret: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'session-secret');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
}
