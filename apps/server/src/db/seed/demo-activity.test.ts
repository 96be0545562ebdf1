// @postgres: raw SQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney } from '@atelier/domain/money';
import type { NotificationFeed } from '@atelier/domain/notifications';
import type { ShellBadges } from '@atelier/domain/shell';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { queryRows } from '../drizzle-adapter.ts';
import { designLicences, downloadGrants, orderLines, orders } from '../schema/index.ts';
import { seedDemoActivity } from './demo-activity.ts';

const app = useTestApp();
let admin: StaffSession;
let editor: StaffSession;

const staffGet = async <T>(session: StaffSession, url: string) =>
  (await app.server.inject({ method: 'GET', url, headers: session.headers })).json<T>();

beforeAll(async () => {
  admin = await createStaffSession(app, 'super_admin');
  editor = await createStaffSession(app, 'content_editor');
  const options = { accessTokenHash: (orderId: string) => `hash-of-${orderId}` };
  await seedDemoActivity(app.database.db, options);
  // A restart must not add the activity again.
  await seedDemoActivity(app.database.db, options);
});

describe('demo activity', () => {
  it("gives each order's timeline the counts and totals a real order's has", async () => {
    const sales = await createStaffSession(app, 'sales');
    const order = await staffGet<{
      order: { totals: { totalCents: number }; timeline: { kind: string; detail: string }[] };
    }>(sales, '/api/admin/orders/AP-DEMO-1013');
    const placed = order.order.timeline.find((event) => event.kind === 'placed');
    const paid = order.order.timeline.find((event) => event.kind === 'paid');
    expect(placed?.detail).toBe(`1 item(s), total ${formatMoney(order.order.totals.totalCents)}`);
    expect(paid?.detail).toMatch(
      /^(Payment reference pi_demo_\d+|Bank reference SEPA AP-DEMO-\d+ · \$[\d,]+\.\d\d received)$/,
    );
  });

  it('holds exactly 12 orders awaiting staff action and 3 unread notifications (SPEC §9 badges)', async () => {
    expect(await staffGet<ShellBadges>(admin, '/api/admin/badges')).toEqual({ ordersAwaitingAction: 12 });
    const feed = await staffGet<NotificationFeed>(admin, '/api/admin/notifications');
    expect(feed.unread).toBe(3);
    expect(feed.notifications.map((item) => item.title)).toEqual([
      'New order received',
      'New customer inquiry',
      'Payment received',
    ]);
    const [all] = await app.database.db.select({ total: count() }).from(orders);
    expect(all?.total).toBe(20);
  });

  it('shows an editor neither order counts nor order and support notifications', async () => {
    expect(await staffGet<ShellBadges>(editor, '/api/admin/badges')).toEqual({ ordersAwaitingAction: null });
    expect((await staffGet<NotificationFeed>(editor, '/api/admin/notifications')).unread).toBe(0);
  });

  it('sells some designs with the CAD files or unlimited builds, at their licence price, one grant per file', async () => {
    const db = app.database.db;
    const lines = await db
      .select({
        orderId: orderLines.orderId,
        designId: orderLines.designId,
        licence: orderLines.licence,
        unitPriceCents: orderLines.unitPriceCents,
        status: orders.status,
        licencePrice: designLicences.priceCents,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(
        designLicences,
        and(eq(designLicences.designId, orderLines.designId), eq(designLicences.licence, orderLines.licence)),
      );
    const extras = lines.filter((line) => line.licence !== 'pdf-single');
    expect(extras.map((line) => `${line.status} ${line.licence}`).sort()).toEqual([
      'awaiting_payment cad',
      'paid cad',
      'paid unlimited',
    ]);
    for (const line of extras) expect(line.unitPriceCents).toBe(line.licencePrice);
    const grants = await db.select().from(downloadGrants);
    const filesOf = (orderId: string) =>
      grants
        .filter((grant) => grant.orderId === orderId)
        .map((grant) => grant.file)
        .sort();
    for (const line of lines.filter((entry) => entry.status === 'paid')) {
      expect(filesOf(line.orderId)).toEqual(line.licence === 'pdf-single' ? ['plan-set'] : ['cad', 'plan-set']);
    }
  });

  it('stores countries as ISO codes, so orders by country name each country once (migration 0013 too)', async () => {
    const { db } = app.database;
    const codes = async () => [
      ...(await queryRows<{ country: string | null }>(db, sql`select country from customers`)).map(
        (row) => row.country,
      ),
      ...(await queryRows<{ country: string | null }>(db, sql`select billing->>'country' as country from orders`)).map(
        (row) => row.country,
      ),
    ];
    expect((await codes()).filter((country) => country !== null && !/^[A-Z]{2}$/.test(country))).toEqual([]);
    // Rows written before: English names, as the demo data once stored them.
    await db.execute(sql`update customers set country = 'United States' where country = 'US'`);
    await db.execute(
      sql`update orders set billing = jsonb_set(billing, '{country}', '"united kingdom"') where billing->>'country' = 'GB'`,
    );
    const migration = readFileSync(path.join(migrationsFolder, '0013_country_codes.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect((await codes()).filter((country) => country !== null && !/^[A-Z]{2}$/.test(country))).toEqual([]);
    const from = new Date(Date.now() - 700 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const report = await app.server.inject({ url: `/api/admin/analytics?from=${from}`, headers: admin.headers });
    expect(report.statusCode, report.body).toBe(200);
    const names = (report.json().countries as { name: string }[]).map((row) => row.name);
    expect(names).toContain('United States');
    expect(new Set(names).size).toBe(names.length);
  });
});
