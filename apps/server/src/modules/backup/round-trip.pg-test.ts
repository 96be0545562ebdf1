import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createScratchDatabase } from '../../db/scratch-database.ts';
import { placeTestOrder } from '../../test/orders.ts';
import { tableContents } from '../../test/table-contents.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeBackup } from './export.ts';
import { restoreBackup } from './restore.ts';

// The same backup file as round-trip.test.ts, restored into a new, empty PostgreSQL database
// (TEST_DATABASE_URL names the server).
let source: TestApp;
const tmp = () => tempDir('backup');

beforeAll(async () => {
  source = await createTestApp();
});
afterAll(async () => {
  await source?.close();
});

describe('backup and restore on PostgreSQL', { timeout: 120_000 }, () => {
  it('restores into an empty PostgreSQL database', async () => {
    await placeTestOrder(source);
    // The order's mail is being stored in the background: let that finish before the snapshot, or the
    // outbox row in the backup differs from the one compared with afterwards.
    await source.services.email.deliverDue();
    const file = path.join(tmp(), 'backup.jsonl.gz');
    await writeBackup(source.database.db, file, {
      kind: 'manual',
      database: 'postgres',
      sessionSecret: 'x'.repeat(40),
    });
    const target = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'restore');
    const dataDir = tmp();
    try {
      await restoreBackup(file, { databaseUrl: target.url, dataDir });
      const restored = await openDatabase({ databaseUrl: target.url });
      try {
        expect(await tableContents(restored.db)).toEqual(await tableContents(source.database.db));
      } finally {
        await restored.close();
      }
      await expect(restoreBackup(file, { databaseUrl: target.url, dataDir })).rejects.toThrow(/not empty/);
    } finally {
      await target.drop();
    }
  });
});
