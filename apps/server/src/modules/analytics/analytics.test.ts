// @postgres: concurrent requests.
import type { AnalyticsReportData } from '@atelier/domain/analytics';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designPageViews, designs, orders } from '../../db/schema/index.ts';
import { placeTestOrder, staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let admin: StaffSession;
let sales: StaffSession;
let editor: StaffSession;

/** Design prices in the seed, read once, so expected revenue follows the real order lines. */
const price: Record<string, number> = {};

/** Places a real order through checkout, marks it paid through the staff API, then dates the payment. */
async function sale(paidOn: string, lines: { designId: string; quantity: number }[], country = 'GB') {
  const { orderNumber } = await placeTestOrder(app, { lines, country });
  const paid = await staffInject(app, admin, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`);
  expect(paid.statusCode).toBe(200);
  await app.database.db
    .update(orders)
    .set({ paidAt: new Date(`${paidOn}T12:00:00Z`) })
    .where(eq(orders.number, orderNumber));
  const [order] = await app.database.db.select().from(orders).where(eq(orders.number, orderNumber));
  if (!order) throw new Error('order vanished');
  return order;
}

const report = async (query: string, session = admin) => {
  const response = await staffInject(app, session, 'GET', `/api/admin/analytics?${query}`);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

let dayOne: Awaited<ReturnType<typeof sale>>;
let dayOneMore: Awaited<ReturnType<typeof sale>>;
let dayThree: Awaited<ReturnType<typeof sale>>;
let nextMonth: Awaited<ReturnType<typeof sale>>;

beforeAll(async () => {
  [admin, sales, editor] = await Promise.all([
    createStaffSession(app, 'super_admin'),
    createStaffSession(app, 'sales'),
    createStaffSession(app, 'content_editor'),
  ]);
  const rows = await app.database.db
    .select({ id: designs.id, price: designs.priceCents })
    .from(designs)
    .where(inArray(designs.id, ['design-001', 'design-002', 'design-003']));
  for (const row of rows) price[row.id] = row.price;

  // Wednesday 5 March 2025 (two sales), Friday 7 March, and 2 April; one unpaid and one cancelled order too.
  dayOne = await sale('2025-03-05', [{ designId: 'design-001', quantity: 1 }]);
  dayOneMore = await sale('2025-03-05', [
    { designId: 'design-002', quantity: 3 },
    { designId: 'design-001', quantity: 1 },
  ]);
  dayThree = await sale('2025-03-07', [{ designId: 'design-003', quantity: 1 }], 'US');
  nextMonth = await sale('2025-04-02', [{ designId: 'design-002', quantity: 1 }], 'US');
  await placeTestOrder(app, { lines: [{ designId: 'design-003', quantity: 5 }] });
  const { orderNumber } = await placeTestOrder(app, { lines: [{ designId: 'design-003', quantity: 4 }] });
  await staffInject(app, admin, 'POST', `/api/admin/orders/${orderNumber}/cancel`);

  // Views: design-001 seen 10 times on 5 March, design-002 4 times, design-003 on 1 April (outside March).
  const views = app.services.analytics.pageViews;
  for (let view = 0; view < 10; view++) views.record('design-001', new Date('2025-03-05T09:00:00Z'));
  for (let view = 0; view < 4; view++) views.record('design-002', new Date('2025-03-06T23:59:59Z'));
  views.record('design-003', new Date('2025-04-01T00:00:00Z'));
  await views.flush();
});

describe('GET /api/admin/analytics', () => {
  it('sums each day’s paid orders and shows the quiet days as zeros', async () => {
    const { status, body, headers } = await report('from=2025-03-04&to=2025-03-08&interval=day');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    const data = body as AnalyticsReportData;
    const fifth = dayOne.totalCents + dayOneMore.totalCents;
    expect(data.series).toEqual([
      { start: '2025-03-04', revenueCents: 0, orders: 0, averageOrderCents: 0 },
      { start: '2025-03-05', revenueCents: fifth, orders: 2, averageOrderCents: Math.round(fifth / 2) },
      { start: '2025-03-06', revenueCents: 0, orders: 0, averageOrderCents: 0 },
      { start: '2025-03-07', revenueCents: dayThree.totalCents, orders: 1, averageOrderCents: dayThree.totalCents },
      { start: '2025-03-08', revenueCents: 0, orders: 0, averageOrderCents: 0 },
    ]);
    expect(data.totals).toEqual({
      revenueCents: fifth + dayThree.totalCents,
      orders: 3,
      averageOrderCents: Math.round((fifth + dayThree.totalCents) / 3),
      views: 14,
    });
    expect(data.currency).toBe('USD');
  });

  it('groups by ISO week (from Monday) and by calendar month', async () => {
    const weeks = (await report('from=2025-03-01&to=2025-04-06&interval=week')).body as AnalyticsReportData;
    expect(weeks.series.map((point) => [point.start, point.orders])).toEqual([
      ['2025-02-24', 0],
      ['2025-03-03', 3],
      ['2025-03-10', 0],
      ['2025-03-17', 0],
      ['2025-03-24', 0],
      ['2025-03-31', 1],
    ]);
    const months = (await report('from=2025-02-15&to=2025-04-30&interval=month')).body as AnalyticsReportData;
    expect(months.series.map((point) => [point.start, point.revenueCents])).toEqual([
      ['2025-02-01', 0],
      ['2025-03-01', dayOne.totalCents + dayOneMore.totalCents + dayThree.totalCents],
      ['2025-04-01', nextMonth.totalCents],
    ]);
  });

  it('subtracts partial refunds and leaves out fully refunded, cancelled and unpaid orders', async () => {
    const refund = await staffInject(app, admin, 'POST', `/api/admin/orders/${nextMonth.number}/refunds`, {
      amountCents: 100,
      note: 'Goodwill',
      actionId: crypto.randomUUID(),
    });
    expect(refund.statusCode).toBe(200);
    const april = (await report('from=2025-04-01&to=2025-04-30')).body as AnalyticsReportData;
    expect(april.totals.revenueCents).toBe(nextMonth.totalCents - 100);
    expect(april.totals.orders).toBe(1);
    // The orders placed today were never paid or were cancelled: nothing today.
    const today = new Date().toISOString().slice(0, 10);
    expect(((await report(`from=${today}&to=${today}`)).body as AnalyticsReportData).totals.orders).toBe(0);
  });

  it('ranks the top designs by revenue and by units', async () => {
    const data = (await report('from=2025-03-01&to=2025-03-31')).body as AnalyticsReportData;
    const one = 2 * (price['design-001'] ?? 0);
    const two = 3 * (price['design-002'] ?? 0);
    const three = price['design-003'] ?? 0;
    const byRevenue = [
      { designId: 'design-001', revenueCents: one, units: 2 },
      { designId: 'design-002', revenueCents: two, units: 3 },
      { designId: 'design-003', revenueCents: three, units: 1 },
    ].sort((a, b) => b.revenueCents - a.revenueCents);
    expect(data.topByRevenue.map(({ title: _title, ...rest }) => rest)).toEqual(byRevenue);
    expect(data.topByUnits.map((design) => [design.designId, design.units])).toEqual([
      ['design-002', 3],
      ['design-001', 2],
      ['design-003', 1],
    ]);
    expect(data.topByUnits[0]?.title).toEqual(expect.any(String));
  });

  it('divides the orders holding a design by its page views in the range', async () => {
    const data = (await report('from=2025-03-01&to=2025-03-31')).body as AnalyticsReportData;
    expect(data.conversion.views).toBe(14);
    expect(data.conversion.orders).toBe(3);
    expect(data.conversion.rate).toBeCloseTo(3 / 14);
    expect(data.conversion.designs.map(({ title: _title, ...rest }) => rest)).toEqual([
      { designId: 'design-001', views: 10, orders: 2, rate: 0.2 },
      { designId: 'design-002', views: 4, orders: 1, rate: 0.25 },
      // Sold in March, viewed only in April: no views in the range, so no rate.
      { designId: 'design-003', views: 0, orders: 1, rate: null },
    ]);
  });

  it('counts orders and revenue by billing country', async () => {
    const data = (await report('from=2025-03-01&to=2025-04-30')).body as AnalyticsReportData;
    expect(data.countries).toEqual([
      { country: 'GB', name: 'United Kingdom', orders: 2, revenueCents: dayOne.totalCents + dayOneMore.totalCents },
      {
        country: 'US',
        name: 'United States',
        orders: 2,
        revenueCents: dayThree.totalCents + nextMonth.totalCents - 100,
      },
    ]);
  });

  it('refuses a bad range or interval with messages on the fields', async () => {
    const reversed = await report('from=2025-03-10&to=2025-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ from: 'The start date must not be after the end date.' });
    const tooLong = await report('from=2023-01-01&to=2025-03-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.from).toMatch(/at most 2 years/);
    expect((await report('from=2023-03-01&to=2025-03-01')).status).toBe(200);
    const wrong = await report('from=2025-02-30&to=2025-03-01&interval=hour');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.error.fields).sort()).toEqual(['from', 'interval']);
  });

  it('refuses a day no timestamp can hold with a 400, on the report and before the CSV is written', async () => {
    const outside = 'Choose a date from 1970-01-01 to 2999-12-31.';
    const cases: [string, Record<string, string>][] = [
      ['to=9999-12-31', { to: outside }],
      ['from=9999-12-30&to=9999-12-31', { from: outside, to: outside }],
      ['from=0001-01-01&to=0001-01-02', { from: outside, to: outside }],
      ['from=0001-01-01', { from: outside }],
      ['to=99999-01-01', { to: 'Use a date like 2026-01-31.' }],
    ];
    for (const [query, fields] of cases) {
      for (const url of ['/api/admin/analytics', '/api/admin/analytics.csv']) {
        const response = await staffInject(app, admin, 'GET', `${url}?${query}`);
        expect(response.statusCode, `${url}?${query}: ${response.body}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().error).toMatchObject({ code: 'validation_failed', fields });
      }
    }
    expect((await report('from=2999-12-01&to=2999-12-31')).status).toBe(200);
    expect((await report('from=1970-01-01&to=1970-01-31')).status).toBe(200);
  });

  it('is for staff holding analytics:read only', async () => {
    for (const session of [sales, editor]) {
      expect((await report('from=2025-03-01&to=2025-03-31', session)).status).toBe(403);
      const csv = await staffInject(app, session, 'GET', '/api/admin/analytics.csv?report=revenue');
      expect(csv.statusCode).toBe(403);
    }
    const anonymous = await app.server.inject({ url: '/api/admin/analytics', headers: { host: admin.headers.host } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/analytics.csv', () => {
  const csv = (query: string) => staffInject(app, admin, 'GET', `/api/admin/analytics.csv?${query}`);
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('downloads the revenue series, one row per bucket', async () => {
    const response = await csv('report=revenue&from=2025-03-04&to=2025-03-06');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="revenue-2025-03-04-to-2025-03-06.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const fifth = ((dayOne.totalCents + dayOneMore.totalCents) / 100).toFixed(2);
    expect(lines(response.body)).toEqual([
      '"day starting","Revenue (USD)","Orders","Average order (USD)"',
      '"2025-03-04","0.00",0,"0.00"',
      `"2025-03-05","${fifth}",2,"${(Math.round((dayOne.totalCents + dayOneMore.totalCents) / 2) / 100).toFixed(2)}"`,
      '"2025-03-06","0.00",0,"0.00"',
    ]);
  });

  it('writes the conversion and country reports', async () => {
    const conversion = lines((await csv('report=conversion&from=2025-03-01&to=2025-03-31')).body);
    expect(conversion[0]).toBe('"Design ID","Design","Page views","Orders","Conversion rate","Conversion"');
    expect(conversion[1]).toMatch(/^"design-001",.*,10,2,"0\.2000","20%"$/);
    expect(conversion).toHaveLength(4);
    const countries = lines((await csv('report=countries&from=2025-03-01&to=2025-03-31')).body);
    expect(countries.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      '"GB","United Kingdom",2',
      '"US","United States",1',
    ]);
  });

  it('defuses a design title a spreadsheet would run as a formula', async () => {
    await app.database.db
      .update(designs)
      .set({ title: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(designs.id, 'design-003'));
    const body = (await csv('report=top-designs&from=2025-03-01&to=2025-03-31')).body;
    expect(body).toContain(`"design-003","'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('refuses an unknown report', async () => {
    const response = await csv('report=everything');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ report: 'Choose one of the reports.' });
  });
});

describe('design page view counter', () => {
  it('adds views to the day’s counter, in one write per flush, across flushes', async () => {
    const views = app.services.analytics.pageViews;
    views.record('design-004', new Date('2025-05-01T10:00:00Z'));
    views.record('design-004', new Date('2025-05-01T11:00:00Z'));
    await views.flush();
    views.record('design-004', new Date('2025-05-01T12:00:00Z'));
    views.record('no-such-design', new Date('2025-05-01T12:00:00Z'));
    await views.flush();
    const rows = await app.database.db
      .select({ day: designPageViews.day, views: designPageViews.views })
      .from(designPageViews)
      .where(eq(designPageViews.designId, 'design-004'));
    expect(rows).toEqual([{ day: '2025-05-01', views: 3 }]);
  });
});
