// @postgres: raw SQL, concurrent requests.
import { randomUUID } from 'node:crypto';
import { DEFAULT_RETENTION } from '@atelier/domain/retention';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designPageViews, emailOutbox, notifications, staffAuditLog } from '../../db/schema/index.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { runRetention } from './retention.ts';

const app = useTestApp();
let admin: StaffSession;
let sales: StaffSession;
beforeAll(async () => {
  [admin, sales] = await Promise.all([createStaffSession(app, 'super_admin'), createStaffSession(app, 'sales')]);
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dayText = (days: number) => daysAgo(days).toISOString().slice(0, 10);
const url = '/api/admin/settings/retention';
const call = (session: StaffSession, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  app.server.inject({ method, url: path, headers: session.headers, ...(payload ? { payload } : {}) });

async function mail(kind: string, status: string, ageDays: number, orderId?: string) {
  const id = randomUUID();
  await app.database.db.insert(emailOutbox).values({
    id,
    kind,
    to: 'someone@example.com',
    params: orderId ? { orderId } : { inquiryId: 'x' },
    subject: 'Subject',
    text: 'The body',
    status,
    createdAt: daysAgo(ageDays),
    sentAt: status === 'pending' ? null : daysAgo(ageDays),
  });
  return id;
}

describe('data retention', () => {
  it('keeps the defaults until staff change them, refusing a value out of range', async () => {
    const read = await call(admin, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ settings: DEFAULT_RETENTION });

    const tooShort = await call(admin, 'PUT', url, { ...DEFAULT_RETENTION, notificationDays: 5 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.fields).toEqual({ notificationDays: 'Staff notifications are kept at least 7 days.' });
    expect((await call(admin, 'GET', url)).json().settings).toEqual(DEFAULT_RETENTION);

    expect((await call(sales, 'PUT', url, DEFAULT_RETENTION)).statusCode).toBe(403);
    expect((await call(sales, 'POST', `${url}/run`, {})).statusCode).toBe(403);
  });

  it('removes what is older than the settings say, and keeps orders, timelines and anything pending', async () => {
    const saved = await call(admin, 'PUT', url, { ...DEFAULT_RETENTION, emailDays: 60, notificationDays: 30 });
    expect(saved.statusCode, saved.body).toBe(200);

    const oldInquiryMail = await mail('contact_ack', 'sent', 61);
    const recentInquiryMail = await mail('contact_ack', 'sent', 59);
    const oldOrderMail = await mail('order_confirmation', 'stored', 90, 'order-retention');
    const oldPendingMail = await mail('contact_ack', 'pending', 200);
    const [oldNotice, newNotice] = await app.database.db
      .insert(notifications)
      .values(
        [31, 29].map((age) => ({
          kind: 'test',
          resource: 'orders',
          title: `Notice ${age} days old`,
          detail: '',
          link: '/',
          createdAt: daysAgo(age),
        })),
      )
      .returning({ id: notifications.id });
    const [oldAudit, newAudit] = await app.database.db
      .insert(staffAuditLog)
      .values(
        [DEFAULT_RETENTION.auditDetailDays + 1, 10].map((age) => ({
          at: daysAgo(age),
          staffName: 'Retention Test',
          action: 'test.retention',
          targetType: 'test',
          targetId: `audit-${age}`,
          detail: { kept: 'until it is old' },
        })),
      )
      .returning({ id: staffAuditLog.id });
    await app.database.db.insert(designPageViews).values([
      { designId: 'design-005', day: dayText(DEFAULT_RETENTION.pageViewDays + 2), views: 3 },
      { designId: 'design-005', day: dayText(5), views: 4 },
    ]);

    const ran = await call(admin, 'POST', `${url}/run`, {});
    expect(ran.statusCode, ran.body).toBe(200);
    const { lastRun } = ran.json();
    expect(lastRun.removed.emailsDeleted).toBeGreaterThanOrEqual(1);
    expect(lastRun.removed.emailTextsCleared).toBeGreaterThanOrEqual(1);
    expect(lastRun.removed.notificationsDeleted).toBeGreaterThanOrEqual(1);
    expect(lastRun.removed.auditDetailsCleared).toBeGreaterThanOrEqual(1);
    expect(lastRun.removed.pageViewDaysDeleted).toBeGreaterThanOrEqual(1);

    const mails = await app.database.db
      .select({ id: emailOutbox.id, text: emailOutbox.text, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [oldInquiryMail, recentInquiryMail, oldOrderMail, oldPendingMail]));
    const byId = new Map(mails.map((row) => [row.id, row]));
    expect(byId.has(oldInquiryMail)).toBe(false);
    expect(byId.get(recentInquiryMail)?.text).toBe('The body');
    expect(byId.get(oldOrderMail)).toMatchObject({ text: null, subject: 'Subject' });
    expect(byId.get(oldPendingMail)?.text).toBe('The body');

    const notices = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [oldNotice?.id ?? 0, newNotice?.id ?? 0]));
    expect(notices.map((row) => row.id)).toEqual([newNotice?.id]);

    const audits = await app.database.db
      .select({ id: staffAuditLog.id, detail: staffAuditLog.detail, action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(inArray(staffAuditLog.id, [oldAudit?.id ?? 0, newAudit?.id ?? 0]));
    expect(audits.find((row) => row.id === oldAudit?.id)).toMatchObject({ detail: {}, action: 'test.retention' });
    expect(audits.find((row) => row.id === newAudit?.id)?.detail).toEqual({ kept: 'until it is old' });

    const views = await app.database.db
      .select({ day: designPageViews.day })
      .from(designPageViews)
      .where(and(eq(designPageViews.designId, 'design-005'), sql`${designPageViews.views} in (3, 4)`));
    expect(views.map((row) => row.day)).toEqual([dayText(5)]);

    // The settings page shows the pass; the staff member's run is in the audit log.
    expect((await call(admin, 'GET', url)).json().lastRun).toEqual(lastRun);
    const [recorded] = await app.database.db
      .select({ detail: staffAuditLog.detail })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.retention_run'));
    expect(recorded?.detail).toEqual(lastRun.removed);

    const again = (await call(admin, 'POST', `${url}/run`, {})).json().lastRun.removed;
    expect(again).toMatchObject({ emailsDeleted: 0, notificationsDeleted: 0, pageViewDaysDeleted: 0 });
  });

  it('removes in batches, one process at a time, and drops sign-ins that expired', async () => {
    const notices = Array.from({ length: 7 }, (_, n) => ({
      kind: 'test',
      resource: 'orders',
      title: `Batched ${n}`,
      detail: '',
      link: '/',
      createdAt: daysAgo(400),
    }));
    await app.database.db.insert(notifications).values(notices);
    const buyer = randomUUID();
    await app.database.db.execute(
      sql`insert into buyer_accounts (id, email) values (${buyer}, ${`${buyer}@example.com`})`,
    );
    await app.database.db.execute(sql`insert into buyer_sessions (token_hash, account_id, idle_expires_at, absolute_expires_at)
      values (${`expired-${buyer}`}, ${buyer}, now() - interval '1 minute', now() + interval '1 day'),
             (${`live-${buyer}`}, ${buyer}, now() + interval '1 hour', now() + interval '1 day')`);

    // Two passes at once: one runs, the other finds it claimed.
    const [first, second] = await Promise.all([runRetention(app.database.db, 2), runRetention(app.database.db, 2)]);
    const ran = first ?? second;
    expect([first, second].filter((pass) => pass === null)).toHaveLength(1);
    expect(ran?.removed.notificationsDeleted).toBe(7);
    expect(ran?.removed.expiredSignInsDeleted).toBeGreaterThanOrEqual(1);
    const left = await app.database.db.execute(
      sql`select token_hash from buyer_sessions where account_id = ${buyer} order by token_hash`,
    );
    expect((left as unknown as { rows: { token_hash: string }[] }).rows.map((row) => row.token_hash)).toEqual([
      `live-${buyer}`,
    ]);
    // The claim is given back: the next pass runs.
    expect(await runRetention(app.database.db, 2)).not.toBeNull();
  });
});
