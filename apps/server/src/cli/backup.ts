/**
 * Writes a backup of the whole database and the secrets existing links need:
 * `npm run backup [-- --out FILE]` (default DATA_DIR/backups/<name>). Uses the same DATABASE_URL /
 * DATA_DIR as the server; with the embedded database, stop the server first (or use the admin page).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { writeBackup } from '../modules/backup/export.ts';
import { ensureBackupsFolder, newBackupName } from '../modules/backup/store.ts';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = loadEnv();
  const file = values.out
    ? path.resolve(values.out)
    : path.join(ensureBackupsFolder(env.DATA_DIR), newBackupName('manual'));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const header = await writeBackup(database.db, file, {
      kind: 'manual',
      database: database.kind,
      sessionSecret: env.SESSION_SECRET,
      backupKey: env.BACKUP_KEY,
    });
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Wrote ${file} (${statSync(file).size} bytes): ${header.tables.length} tables, ${rows} rows.`);
    for (const table of header.tables) console.log(`  ${table.name}: ${table.rows}`);
    console.log('The file holds every customer record and the session secret: keep it as safe as the database.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
