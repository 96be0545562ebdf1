/**
 * Writes a backup of the whole database (every file's bytes included, wherever the file lives) and the
 * secrets existing links need: `npm run backup [-- --out FILE]` (default: where the admin page keeps
 * backups, DATA_DIR/backups or the FILE_STORE bucket). Uses the same DATABASE_URL / DATA_DIR / FILE_STORE
 * as the server; with the embedded database, stop the server first (or use the admin page).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { writeBackup } from '../modules/backup/export.ts';
import type { BackupHeader } from '../modules/backup/format.ts';
import { bucketBackupStore, folderBackupStore, newBackupName } from '../modules/backup/store.ts';
import { openBucket } from '../modules/files/bucket.ts';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = loadEnv();
  const bucket = env.bucket ? openBucket(env.bucket) : null;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    let header: BackupHeader | undefined;
    const write = async (file: string) => {
      header = await writeBackup(database.db, file, {
        kind: 'manual',
        database: database.kind,
        sessionSecret: env.SESSION_SECRET,
        backupKey: env.BACKUP_KEY,
        bucket,
      });
      return header;
    };
    let where: string;
    let size: number;
    if (values.out) {
      where = path.resolve(values.out);
      await write(where);
      size = statSync(where).size;
    } else {
      const store = bucket ? bucketBackupStore(bucket, env.DATA_DIR) : folderBackupStore(env.DATA_DIR);
      const summary = await store.save(newBackupName('manual'), write);
      where = store.label.endsWith('/') ? `${store.label}${summary.name}` : path.join(store.label, summary.name);
      size = summary.sizeBytes;
    }
    const tables = header?.tables ?? [];
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Wrote ${where} (${size} bytes): ${tables.length} tables, ${rows} rows.`);
    for (const table of tables) console.log(`  ${table.name}: ${table.rows}`);
    console.log('The file holds every customer record and the session secret: keep it as safe as the database.');
  } finally {
    await database.close();
    bucket?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
