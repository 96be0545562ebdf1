import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { buyerOrderView, checkoutBody, postCheckout, staffInject } from '../../test/orders.ts';
import { useS3Server } from '../../test/s3-server.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { createTestApp, PUBLIC_HOST, type TestApp } from '../../test/test-app.ts';
import type { Bucket } from './bucket.ts';
import { createFileStore, fileKey } from './file-store.ts';
import { MoveRefusedError, moveFiles } from './move.ts';

// Files in object storage (decision 055): rows in stored_files, bytes in an S3 bucket (s3rver here).

const s3 = useS3Server();
let app: TestApp;
let bucket: Bucket;
beforeAll(async () => {
  const fileStore = s3.fileStore();
  app = await createTestApp({ FILE_STORE: fileStore });
  bucket = s3.bucket(fileStore);
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.database.db;
const rowOf = async (id: string) => (await db().select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
const sample = (size = 4096) => new Uint8Array(randomBytes(size));

class Rollback extends Error {}
async function rolledBack(work: (tx: ReturnType<typeof db>) => Promise<void>) {
  await expect(
    db().transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    }),
  ).rejects.toThrow(Rollback);
}

describe('the bucket file store', () => {
  it('writes the object and a row without bytes, reads it back, and removes the row in the transaction', async () => {
    const files = app.services.files;
    const bytes = sample();
    const file = await db().transaction((tx) => files.put(tx, bytes, 'application/octet-stream'));
    expect(await rowOf(file.id)).toMatchObject({
      byteSize: 4096,
      bytes: null,
      contentType: 'application/octet-stream',
    });
    expect(await bucket.get(fileKey(file.id))).toEqual(bytes);
    expect((await files.get(file.id))?.bytes).toEqual(bytes);

    await db().transaction((tx) => files.remove(tx, file.id));
    expect(await rowOf(file.id)).toBeUndefined();
    expect(await files.get(file.id)).toBeNull();
  });

  it('loses no file and leaves no row when a transaction rolls back', async () => {
    const files = app.services.files;
    const kept = await db().transaction((tx) => files.put(tx, sample(), 'image/webp'));
    const keptBytes = (await files.get(kept.id))?.bytes;
    await rolledBack((tx) => files.remove(tx, kept.id));
    expect((await files.get(kept.id))?.bytes).toEqual(keptBytes);

    let abandoned = '';
    await rolledBack(async (tx) => {
      abandoned = (await files.put(tx, sample(), 'image/webp')).id;
    });
    expect(await rowOf(abandoned)).toBeUndefined();
    expect(await files.get(abandoned)).toBeNull();
    // The object stays for the sweep to delete.
    expect(await bucket.has(fileKey(abandoned))).toBe(true);
  });

  it('sweeps objects no row names once old enough, and nothing else', async () => {
    const files = app.services.files;
    const kept = await db().transaction((tx) => files.put(tx, sample(), 'image/webp'));
    const removed = await db().transaction((tx) => files.put(tx, sample(), 'image/webp'));
    await db().transaction((tx) => files.remove(tx, removed.id));
    let abandoned = '';
    await rolledBack(async (tx) => {
      abandoned = (await files.put(tx, sample(), 'image/webp')).id;
    });

    // An hour's grace: a transaction that has just uploaded may still be open.
    expect(await files.sweepOrphans()).toBe(0);
    expect(await bucket.has(fileKey(abandoned))).toBe(true);

    expect(await files.sweepOrphans(0)).toBeGreaterThanOrEqual(2);
    expect(await bucket.has(fileKey(abandoned))).toBe(false);
    expect(await bucket.has(fileKey(removed.id))).toBe(false);
    expect(await bucket.has(fileKey(kept.id))).toBe(true);
    expect((await files.get(kept.id))?.sha256).toBe(kept.sha256);
    expect(await files.sweepOrphans(0)).toBe(0);
  });

  it('stores an upload through the app in the bucket and delivers it byte for byte through a counted, signed link', async () => {
    const editor = await createStaffSession(app, 'content_editor');
    const sales = await createStaffSession(app, 'sales');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(20_000)]);
    const body = multipartBody({}, { filename: 'drawings.zip', contentType: 'application/zip', bytes: zip });
    const uploaded = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/designs/design-001/files/cad',
      headers: { ...editor.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.byteSize, zip.byteLength));
    expect(row?.bytes).toBeNull();
    expect(Buffer.from((await bucket.get(fileKey(row?.id ?? ''))) ?? [])).toEqual(zip);

    const checkout = await postCheckout(
      app,
      checkoutBody({ lines: [{ designId: 'design-001', licence: 'cad', quantity: 1 }] }),
    );
    expect(checkout.statusCode, checkout.body).toBe(201);
    const { orderNumber, confirmationUrl } = checkout.json();
    expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`)).statusCode).toBe(200);
    type Link = { file: string; url: string; usesLeft: number };
    const cadLink = async () =>
      ((await buyerOrderView(app, confirmationUrl)).downloads as Link[]).find((link) => link.file === 'cad') as Link;
    const before = await cadLink();
    const download = await app.server.inject({ url: before.url, headers: { host: PUBLIC_HOST } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(zip);
    expect((await cadLink()).usesLeft).toBe(before.usesLeft - 1);
  });
});

describe('npm run files:move', () => {
  it('moves every file to the bucket and back, each readable and identical throughout; a second run moves nothing', async () => {
    const files = app.services.files;
    const inDatabase = createFileStore(db(), null);
    const made = await db().transaction(async (tx) => [
      await inDatabase.put(tx, sample(1000), 'application/pdf'),
      await inDatabase.put(tx, sample(250_000), 'application/zip'),
      await files.put(tx, sample(3000), 'image/webp'),
    ]);
    const all = await db().select({ id: storedFiles.id, sha256: storedFiles.sha256 }).from(storedFiles);
    expect(all.length).toBeGreaterThan(3);
    const readAll = async () => {
      for (const file of all) expect((await files.get(file.id))?.sha256, file.id).toBe(file.sha256);
    };
    const inRows = async () =>
      (await db().select({ id: storedFiles.id }).from(storedFiles).where(isNull(storedFiles.bytes))).length;

    const toBucket = await moveFiles(db(), bucket, 'bucket');
    expect(toBucket).toMatchObject({ failed: 0, problems: [] });
    expect(toBucket.moved).toBeGreaterThanOrEqual(2);
    expect(await inRows()).toBe(all.length);
    expect(await bucket.get(fileKey(made[1]?.id ?? ''))).toEqual(made[1]?.bytes);
    await readAll();
    expect((await moveFiles(db(), bucket, 'bucket')).moved).toBe(0);

    // A run stopped after storing a file's bytes, before deleting its object: the next run cleans up.
    const first = made[0];
    await db()
      .update(storedFiles)
      .set({ bytes: first?.bytes })
      .where(eq(storedFiles.id, first?.id ?? ''));
    const toDatabase = await moveFiles(db(), bucket, 'database');
    expect(toDatabase).toMatchObject({ moved: all.length - 1, failed: 0, cleaned: 1 });
    expect(await inRows()).toBe(0);
    for (const file of all) expect(await bucket.has(fileKey(file.id))).toBe(false);
    await readAll();
    expect((await moveFiles(db(), bucket, 'database')).moved).toBe(0);
  });

  it('refuses to move to a bucket without one', async () => {
    await expect(moveFiles(db(), null, 'bucket')).rejects.toThrow(MoveRefusedError);
    const cli = path.resolve(import.meta.dirname, '../../cli/move-files.ts');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli, '--to=bucket'], {
      env: { PATH: process.env.PATH, DATA_DIR: tempDir('move'), FILE_STORE: 'database' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('FILE_STORE names no bucket') });
  });
});
