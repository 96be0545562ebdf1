// @postgres: raw SQL.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { customers } from '../../db/schema/index.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { useTestApp } from '../../test/test-app.ts';
import { writeBackup } from './export.ts';
import { BackupFileError } from './format.ts';
import { RestoreRefusedError, restoreBackup } from './restore.ts';

const app = useTestApp();
let backup: string;
const tmp = () => tempDir('restore');

beforeAll(async () => {
  backup = path.join(tmp(), 'backup.jsonl.gz');
  await writeBackup(app.database.db, backup, {
    kind: 'manual',
    database: 'pglite',
    sessionSecret: app.env.SESSION_SECRET,
  });
});

/** The backup's lines, changed by `edit`, written as a new file. */
function editedBackup(edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(backup)).toString('utf8').trimEnd().split('\n');
  const file = path.join(tmp(), 'edited.jsonl.gz');
  writeFileSync(file, gzipSync(`${edit(lines).join('\n')}\n`));
  return file;
}

async function countRows(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await queryRows<{ customers: number; designs: number }>(
      database.db,
      sql`select (select count(*)::int from customers) as customers, (select count(*)::int from designs) as designs`,
    );
    return row;
  } finally {
    await database.close();
  }
}

describe('restore refuses', { timeout: 120_000 }, () => {
  it('a target that is not empty, and leaves it as it was', async () => {
    const dataDir = tmp();
    const database = await openDatabase({ dataDir });
    await database.db.insert(customers).values({ id: 'customer-1', email: 'x@example.com', name: 'X' });
    await database.close();
    await expect(restoreBackup(backup, { dataDir })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(backup, { dataDir })).rejects.toThrow(/not empty \(table customers has rows\)/);
    expect(await countRows(dataDir)).toEqual({ customers: 1, designs: 0 });
  });

  it('files that are not whole backups', async () => {
    const dataDir = tmp();
    const garbage = path.join(tmp(), 'garbage.jsonl.gz');
    writeFileSync(garbage, 'not a backup at all');
    await expect(restoreBackup(garbage, { dataDir })).rejects.toThrow(BackupFileError);

    const notOurs = path.join(tmp(), 'other.jsonl.gz');
    writeFileSync(notOurs, gzipSync('{"hello":"world"}\n'));
    await expect(restoreBackup(notOurs, { dataDir })).rejects.toThrow(/not an Atelier Plans backup/);

    const truncated = path.join(tmp(), 'truncated.jsonl.gz');
    const bytes = readFileSync(backup);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(restoreBackup(truncated, { dataDir })).rejects.toThrow(BackupFileError);

    // Whole gzip, but rows missing: the header's counts give it away and nothing is kept.
    const missingRows = editedBackup((lines) => lines.filter((line, index) => index < 5 || !line.startsWith('[')));
    await expect(restoreBackup(missingRows, { dataDir })).rejects.toThrow(/cut short/);
    expect(await countRows(dataDir)).toEqual({ customers: 0, designs: 0 });
  });

  it('a backup made by newer code (a later migration)', async () => {
    const newer = editedBackup(([header, ...rest]) => [
      JSON.stringify({ ...JSON.parse(header ?? '{}'), migrationLevel: 9_999_999_999_999 }),
      ...rest,
    ]);
    await expect(restoreBackup(newer, { dataDir: tmp() })).rejects.toThrow(/newer version/);
  });
});

describe('the session secret in a backup', { timeout: 120_000 }, () => {
  const plainText = (file: string) => gunzipSync(readFileSync(file)).toString('utf8');

  it('is left out without BACKUP_KEY: the restore writes none and says so', async () => {
    expect(plainText(backup)).not.toContain(app.env.SESSION_SECRET);
    const dataDir = tmp();
    const result = await restoreBackup(backup, { dataDir });
    expect(result.sessionSecretRestored).toBe(false);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('is sealed with BACKUP_KEY: without it, or with another key, the restore refuses before writing anything', async () => {
    const backupKey = 'granite cornice lintel plaster 7';
    const sealed = path.join(tmp(), 'sealed.jsonl.gz');
    await writeBackup(app.database.db, sealed, {
      kind: 'manual',
      database: 'pglite',
      sessionSecret: app.env.SESSION_SECRET,
      backupKey,
    });
    expect(plainText(sealed)).not.toContain(app.env.SESSION_SECRET);
    for (const key of [undefined, 'another key of twenty chars']) {
      const dataDir = tmp();
      await expect(restoreBackup(sealed, { dataDir, backupKey: key })).rejects.toThrow(RestoreRefusedError);
      // Refused before anything was written: no database, no secret.
      expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
    }
    // With the right key it opens and old links keep working: round-trip.test.ts restores such a backup.
  });
});
