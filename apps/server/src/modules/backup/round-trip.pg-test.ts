import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { placeTestOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeBackup } from './export.ts';
import { restoreBackup } from './restore.ts';
import { tableContents } from './test-support.ts';

// The same backup file as round-trip.test.ts, restored into a new, empty PostgreSQL database
// (TEST_DATABASE_URL names the server).
let source: TestApp;
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'atelier-backup-'));

beforeAll(async () => {
  source = await createTestApp();
});
afterAll(async () => {
  await source?.close();
});

describe('backup and restore on PostgreSQL', { timeout: 120_000 }, () => {
  it('restores into an empty PostgreSQL database', async () => {
    await placeTestOrder(source);
    const file = path.join(tmp(), 'backup.jsonl.gz');
    await writeBackup(source.database.db, file, {
      kind: 'manual',
      database: 'postgres',
      sessionSecret: 'x'.repeat(40),
    });
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataDir = tmp();
    try {
      await restoreBackup(file, { databaseUrl: url.toString(), dataDir });
      const restored = await openDatabase({ databaseUrl: url.toString() });
      try {
        expect(await tableContents(restored.db)).toEqual(await tableContents(source.database.db));
      } finally {
        await restored.close();
      }
      await expect(restoreBackup(file, { databaseUrl: url.toString(), dataDir })).rejects.toThrow(/not empty/);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
