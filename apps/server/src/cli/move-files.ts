/**
 * Moves uploaded files between the database and the FILE_STORE bucket (decision 055):
 * `npm run files:move -- --to=bucket|database`. Uses the same DATABASE_URL / DATA_DIR / FILE_STORE as the
 * servers, which may keep running on PostgreSQL; with the embedded database, stop the server first.
 * Safe to stop and run again: each file's row changes only once its bytes are at the destination.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { openBucket } from '../modules/files/bucket.ts';
import { checkMove, MoveRefusedError, type MoveResult, moveFiles } from '../modules/files/move.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const to = values.to;
  if (to !== 'bucket' && to !== 'database') {
    throw new ConfigError('Name the destination: npm run files:move -- --to=bucket (or --to=database)');
  }
  const env = loadEnv();
  const bucket = env.bucket ? openBucket(env.bucket) : null;
  try {
    checkMove(to, bucket);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const destination = to === 'bucket' ? bucket.label : 'the database';
      console.log(`Moving files to ${destination}…`);
      const report = (result: MoveResult) =>
        console.log(`  ${result.moved} moved (${megabytes(result.bytes)}), ${result.failed} failed`);
      const result = await moveFiles(database.db, bucket, to, report);
      console.log(`Moved ${result.moved} files (${megabytes(result.bytes)}) to ${destination}.`);
      if (result.cleaned > 0) console.log(`Deleted ${result.cleaned} objects left in the bucket by an earlier run.`);
      if (result.failed > 0) {
        console.error(`${result.failed} files were not moved (run the command again once fixed):`);
        for (const problem of result.problems) console.error(`  ${problem}`);
        process.exitCode = 1;
      }
    } finally {
      await database.close();
    }
  } finally {
    bucket?.close();
  }
}

main().catch((error: unknown) => {
  const known = [ConfigError, DataDirLockedError, MoveRefusedError].some((kind) => error instanceof kind);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
