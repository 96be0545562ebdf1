// @postgres: a copy of the whole database and its restore.
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { buyerOrderView, placeTestOrder, staffInject } from '../../test/orders.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { tableContents } from '../../test/table-contents.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { createTestApp, PUBLIC_HOST, type TestApp } from '../../test/test-app.ts';
import { writeBackup } from './export.ts';
import { readBackupHeader } from './format.ts';
import { restoreBackup } from './restore.ts';

let source: TestApp;
const tmp = () => tempDir('backup');
/** The operator's key that seals the session secret into the backup, so old links work after the restore. */
const BACKUP_KEY = 'plaster lintel cornice granite 42';

beforeAll(async () => {
  source = await createTestApp();
});
afterAll(async () => {
  await source?.close();
});

const publicGet = (app: { server: TestApp['server'] }, url: string) =>
  app.server.inject({ url, headers: { host: PUBLIC_HOST } });

describe('backup and restore', { timeout: 120_000 }, () => {
  it('restores every row into an empty data folder, and old order and download links still work', async () => {
    const sales = await createStaffSession(source, 'sales');
    const paid = await placeTestOrder(source);
    const unpaid = await placeTestOrder(source);
    expect(
      (await staffInject(source, sales, 'POST', `/api/admin/orders/${paid.orderNumber}/mark-paid`)).statusCode,
    ).toBe(200);
    const downloads = (await buyerOrderView(source, paid.confirmationUrl)).downloads as { url: string }[];
    expect(downloads.length).toBeGreaterThan(0);
    const visitorId = `visitor_${randomUUID().replaceAll('-', '')}`;
    const chat = await source.server.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { host: PUBLIC_HOST },
      payload: { visitorId, content: 'Do you design cabins? ✓ "quotes" \\ backslash' },
    });
    expect(chat.statusCode).toBe(201);
    const inquiry = await source.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: PUBLIC_HOST },
      remoteAddress: '192.0.2.77',
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 212 555 0100',
        subject: 'sustainable-design',
        message: 'We are planning a passive house in the Catskills.',
      },
    });
    expect(inquiry.statusCode).toBe(201);

    // The mails just queued are being sent in the background: let that finish, or the outbox rows the
    // backup holds would differ from the ones compared with afterwards.
    await source.services.email.deliverDue();
    const folder = tmp();
    const file = path.join(folder, 'backup.jsonl.gz');
    await writeBackup(source.database.db, file, {
      kind: 'manual',
      database: 'pglite',
      sessionSecret: source.env.SESSION_SECRET,
      backupKey: BACKUP_KEY,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const header = await readBackupHeader(file);
    expect(header.tables.find((table) => table.name === 'orders')?.rows).toBeGreaterThanOrEqual(2);

    const dataDir = tmp();
    const result = await restoreBackup(file, { dataDir, backupKey: BACKUP_KEY });
    expect(result.tables.length).toBe(header.tables.length);

    let restored: DatabaseHandle | undefined;
    let restoredApp: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      restored = await openDatabase({ dataDir });
      expect(await tableContents(restored.db)).toEqual(await tableContents(source.database.db));
      expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);

      // The restored server reads the session secret from its data folder, as a real start does.
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      restoredApp = await buildApp({ env, database: restored, serveFrontEnds: false });
      await restoredApp.server.ready();
      for (const order of [paid, unpaid]) {
        const view = await publicGet(restoredApp, order.confirmationUrl.replace('/order/', '/api/orders/'));
        expect(view.statusCode).toBe(200);
        expect(view.json().order.number).toBe(order.orderNumber);
      }
      const download = await publicGet(restoredApp, downloads[0]?.url ?? '');
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');

      // Serial ids continue after the restored ones instead of colliding with them.
      const next = await placeTestOrder({ ...source, server: restoredApp.server } as TestApp);
      expect(next.orderNumber).toMatch(/^AP-/);
    } finally {
      await restoredApp?.server.close();
      await restored?.close();
    }
  });
});
