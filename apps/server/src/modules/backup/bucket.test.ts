import { randomBytes } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { useS3Server } from '../../test/s3-server.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Bucket } from '../files/bucket.ts';
import { createFileStore, fileKey } from '../files/file-store.ts';
import { readBackupLines } from './format.ts';
import { restoreBackup } from './restore.ts';
import { backupsFolder } from './store.ts';

// Backups with FILE_STORE naming a bucket (decision 055): kept in the bucket, holding every file's bytes.

const s3 = useS3Server();
let app: TestApp;
let bucket: Bucket;
let admin: StaffSession;
beforeAll(async () => {
  const fileStore = s3.fileStore();
  app = await createTestApp({ FILE_STORE: fileStore });
  bucket = s3.bucket(fileStore);
  admin = await createStaffSession(app, 'super_admin');
});
afterAll(async () => {
  await app?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string) => app.server.inject({ method, url, headers: admin.headers });
const localBackups = () => {
  try {
    return readdirSync(backupsFolder(app.env.DATA_DIR));
  } catch {
    return [];
  }
};

/** The stored_files rows of a backup file: id → bytes (hex text), or null. */
async function storedFileRows(file: string): Promise<Map<string, string | null>> {
  const rows = new Map<string, string | null>();
  let table = '';
  let columns: string[] = [];
  for await (const line of readBackupLines(file)) {
    if ('format' in line) {
      columns = line.tables.find((entry) => entry.name === 'stored_files')?.columns ?? [];
    } else if ('table' in line) {
      table = line.table;
    } else if (Array.isArray(line) && table === 'stored_files') {
      rows.set(String(line[columns.indexOf('id')]), line[columns.indexOf('bytes')] ?? null);
    }
  }
  return rows;
}

describe('backups in the bucket', { timeout: 120_000 }, () => {
  it('holds the bytes of every file wherever it lives, lands in the bucket, lists, downloads, restores and deletes', async () => {
    const inBucket = new Uint8Array(randomBytes(5000));
    const inDatabase = new Uint8Array(randomBytes(700));
    const [bucketFile, databaseFile] = await app.database.db.transaction(async (tx) => [
      await app.services.files.put(tx, inBucket, 'application/zip'),
      await createFileStore(app.database.db, null).put(tx, inDatabase, 'application/pdf'),
    ]);
    expect(await bucket.has(fileKey(bucketFile?.id ?? ''))).toBe(true);

    const made = await call('POST', '/api/admin/backups');
    expect(made.statusCode, made.body).toBe(201);
    const summary = made.json();
    expect(await bucket.has(`backups/${summary.name}`)).toBe(true);
    expect(localBackups()).toEqual([]);
    expect((await call('GET', '/api/admin/backups')).json().backups).toEqual([summary]);

    const download = await call('GET', `/api/admin/backups/${summary.name}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.length).toBe(summary.sizeBytes);
    const file = path.join(tempDir('bucket-backup'), summary.name);
    writeFileSync(file, download.rawPayload);
    const rows = await storedFileRows(file);
    expect(rows.size).toBeGreaterThanOrEqual(2);
    expect([...rows.values()].filter((bytes) => bytes === null)).toEqual([]);
    expect(rows.get(bucketFile?.id ?? '')).toBe(`\\x${Buffer.from(inBucket).toString('hex')}`);
    expect(rows.get(databaseFile?.id ?? '')).toBe(`\\x${Buffer.from(inDatabase).toString('hex')}`);

    // Restored rows hold their bytes (files:move can put them in a bucket again).
    const dataDir = tempDir('bucket-restore');
    await restoreBackup(file, { dataDir });
    const restored = await openDatabase({ dataDir });
    try {
      const [row] = await restored.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, bucketFile?.id ?? ''));
      expect(row?.bytes && Buffer.from(row.bytes)).toEqual(Buffer.from(inBucket));
    } finally {
      await restored.close();
    }

    expect((await call('DELETE', `/api/admin/backups/${summary.name}`)).statusCode).toBe(204);
    expect(await bucket.has(`backups/${summary.name}`)).toBe(false);
    expect((await call('GET', '/api/admin/backups')).json().backups).toEqual([]);
    expect((await call('DELETE', `/api/admin/backups/${summary.name}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/backups/${summary.name}/download`)).statusCode).toBe(404);
  });

  it('keeps only the newest daily backups in the bucket', async () => {
    const actor = { id: admin.user.id, name: 'Admin', ip: '127.0.0.1' };
    await app.services.backups.updateSchedule({ enabled: true, hour: 2, retention: 2 }, actor);
    const made: string[] = [];
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      const taken = await app.services.backups.runScheduledBackupIfDue(new Date(`${day}T02:05:00Z`));
      made.push(taken?.name ?? '');
    }
    const kept = (await call('GET', '/api/admin/backups')).json().backups.map((entry: { name: string }) => entry.name);
    expect(kept.sort()).toEqual(made.slice(1).sort());
    expect(await bucket.has(`backups/${made[0]}`)).toBe(false);
    expect(localBackups()).toEqual([]);
  });
});
