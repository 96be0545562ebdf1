/**
 * Restores a backup into an empty data folder or database: `npm run restore -- FILE`. Uses the same
 * DATABASE_URL / DATA_DIR as the server (stopped); writes the backup's session secret (sealed with
 * BACKUP_KEY, which must be set to the same key) to DATA_DIR so existing order and download links keep working.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { BackupFileError } from '../modules/backup/format.ts';
import { RestoreRefusedError, restoreBackup } from '../modules/backup/restore.ts';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new ConfigError('Name the backup file: npm run restore -- FILE');
  // Read before loadEnv(), which would create a new session secret in an empty DATA_DIR.
  const { DATA_DIR = './data', DATABASE_URL, SESSION_SECRET, BACKUP_KEY } = process.env;
  const result = await restoreBackup(file, {
    databaseUrl: DATABASE_URL || undefined,
    dataDir: DATA_DIR,
    backupKey: BACKUP_KEY || undefined,
  });
  // The later migrations, if the code is newer than the backup, run now rather than at the next start.
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.close();
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${file} (made ${result.header.createdAt}): ${result.tables.length} tables, ${rows} rows.`);
  for (const table of result.tables) console.log(`  ${table.name}: ${table.rows}`);
  if (!result.sessionSecretRestored) {
    console.log(
      'The backup carries no session secret (it was made without BACKUP_KEY): existing order and download links work once the old SESSION_SECRET (or the old DATA_DIR/session-secret file) is in place.',
    );
  } else if (SESSION_SECRET) {
    console.log(
      "SESSION_SECRET is set: existing links work only if it is the backup's secret, now written to DATA_DIR/session-secret (or unset it).",
    );
  }
}

main().catch((error: unknown) => {
  const known = [ConfigError, DataDirLockedError, BackupFileError, RestoreRefusedError].some(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
