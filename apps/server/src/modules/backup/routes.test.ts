// @postgres: concurrent requests.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GRANTABLE_PERMISSIONS } from '@atelier/domain/permissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readBackupHeader } from './format.ts';
import { backupsFolder } from './store.ts';

const app = useTestApp();
let admin: StaffSession;
let sales: StaffSession;
/** A role holding every permission a role can grant, settings update included: still no backups. */
let everything: StaffSession;

beforeAll(async () => {
  admin = await createStaffSession(app, 'super_admin');
  sales = await createStaffSession(app, 'sales');
  const role = await call(admin, 'POST', '/api/admin/staff-roles', {
    name: 'Everything else',
    permissions: GRANTABLE_PERMISSIONS,
  });
  expect(role.statusCode, role.body).toBe(201);
  const refused = await call(admin, 'POST', '/api/admin/staff-roles', {
    name: 'Backup keeper',
    permissions: [{ resource: 'backups', action: 'manage' }],
  });
  expect(refused.statusCode).toBe(400);
  everything = await createStaffSession(app, role.json().role.id);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: StaffSession, method: Method, url: string, payload?: Record<string, unknown>) =>
  app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

const auditRows = (action: string, targetId: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, targetId)));

describe('backup API', () => {
  it('is for super admins only: no role grants backups, not even one holding settings update', async () => {
    for (const session of [sales, everything]) {
      for (const [method, url] of [
        ['GET', '/api/admin/backups'],
        ['POST', '/api/admin/backups'],
        ['GET', '/api/admin/backups/schedule'],
        ['PUT', '/api/admin/backups/schedule'],
        ['GET', '/api/admin/backups/any.jsonl.gz/download'],
      ] as const) {
        const payload = method === 'PUT' ? { enabled: true, hour: 2, retention: 3 } : undefined;
        expect((await call(session, method, url, payload)).statusCode).toBe(403);
      }
    }
    expect(existsSync(backupsFolder(app.env.DATA_DIR))).toBe(false);
  });

  it('makes a backup, lists it, streams it without caching, deletes it; each change is audited', async () => {
    const made = await call(admin, 'POST', '/api/admin/backups');
    expect(made.statusCode).toBe(201);
    const summary = made.json();
    expect(summary).toMatchObject({ kind: 'manual', tables: expect.any(Number), rows: expect.any(Number) });
    expect(summary.rows).toBeGreaterThan(0);
    expect(await auditRows('backup.create', summary.name)).toHaveLength(1);

    const list = await call(admin, 'GET', '/api/admin/backups');
    expect(list.json().backups).toEqual([summary]);

    const download = await call(admin, 'GET', `/api/admin/backups/${summary.name}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${summary.name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.length).toBe(summary.sizeBytes);
    expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect((await call(sales, 'GET', `/api/admin/backups/${summary.name}/download`)).statusCode).toBe(403);

    expect((await call(admin, 'DELETE', `/api/admin/backups/${summary.name}`)).statusCode).toBe(204);
    expect(await auditRows('backup.delete', summary.name)).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/admin/backups')).json().backups).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/admin/backups/${summary.name}`)).statusCode).toBe(404);
  });

  it('accepts only backup file names: no other file of the data folder can be reached', async () => {
    writeFileSync(path.join(app.env.DATA_DIR, 'session-secret.jsonl.gz'), 'secret');
    for (const name of [
      '..%2Fsession-secret',
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E',
      'session-secret.jsonl.gz',
      'atelier-backup-manual-20261122-145003-abcdef.jsonl.gz%2F..%2F..%2Fsession-secret',
      'atelier-backup-manual-20261122-145003-ABCDEF.jsonl.gz',
    ]) {
      const download = await call(admin, 'GET', `/api/admin/backups/${name}/download`);
      expect([400, 404], `${name}: ${download.body}`).toContain(download.statusCode);
      expect(download.body).not.toContain('secret"');
      const removal = await call(admin, 'DELETE', `/api/admin/backups/${name}`);
      // '..' alone resolves to another path, which refuses it (403) before any backup code runs.
      expect([400, 403, 404], `${name}: ${removal.body}`).toContain(removal.statusCode);
    }
    expect(existsSync(path.join(app.env.DATA_DIR, 'session-secret.jsonl.gz'))).toBe(true);
    const unknown = await call(
      admin,
      'GET',
      '/api/admin/backups/atelier-backup-manual-20261122-145003-abcdef.jsonl.gz/download',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('saves the daily schedule, refuses bad values with field errors', async () => {
    expect((await call(admin, 'GET', '/api/admin/backups/schedule')).json()).toEqual({
      enabled: false,
      hour: 3,
      retention: 7,
    });
    const bad = await call(admin, 'PUT', '/api/admin/backups/schedule', { enabled: true, hour: 24, retention: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ hour: expect.any(String), retention: expect.any(String) });
    expect((await call(admin, 'GET', '/api/admin/backups/schedule')).json().enabled).toBe(false);

    const saved = await call(admin, 'PUT', '/api/admin/backups/schedule', { enabled: true, hour: 2, retention: 2 });
    expect(saved.statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/backups/schedule')).json()).toEqual({
      enabled: true,
      hour: 2,
      retention: 2,
    });
    expect(await auditRows('backup.schedule_update', 'backup_schedule')).toHaveLength(1);
  });
});

describe('the daily backup', () => {
  it('is taken once a day by one process only, and only the newest daily ones are kept', async () => {
    await app.services.backups.updateSchedule(
      { enabled: true, hour: 2, retention: 2 },
      { id: admin.user.id, name: 'Admin', ip: '127.0.0.1' },
    );
    const before = new Date('2026-11-20T01:59:00Z');
    expect(await app.services.backups.runScheduledBackupIfDue(before)).toBeNull();

    const made: string[] = [];
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      const at = new Date(`${day}T02:05:00Z`);
      // Two checks at once (two processes): one backup.
      const results = await Promise.all([
        app.services.backups.runScheduledBackupIfDue(at),
        app.services.backups.runScheduledBackupIfDue(at),
      ]);
      const taken = results.filter((result) => result !== null);
      expect(taken).toHaveLength(1);
      made.push(taken[0]?.name ?? '');
      expect(await app.services.backups.runScheduledBackupIfDue(new Date(`${day}T09:00:00Z`))).toBeNull();
    }
    const manual = (await call(admin, 'POST', '/api/admin/backups')).json();
    const kept = (await call(admin, 'GET', '/api/admin/backups'))
      .json()
      .backups.map((entry: { name: string }) => entry.name);
    expect(kept.sort()).toEqual([manual.name, ...made.slice(1)].sort());
    const header = await readBackupHeader(path.join(backupsFolder(app.env.DATA_DIR), made[2] ?? ''));
    expect(header.kind).toBe('daily');
  });
});
