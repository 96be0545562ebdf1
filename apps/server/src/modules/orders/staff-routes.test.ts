// @postgres: the staff order list's filters and keyset pages.
import { randomUUID } from 'node:crypto';
import { STAFF_ORDERS_PAGE_SIZE } from '@atelier/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { placeTestOrder, staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const get = (url: string) => staffInject(app, sales, 'GET', url);
const numbers = (body: { orders: { number: string }[] }) => body.orders.map((order) => order.number);

describe('staff order API', () => {
  it('needs a session and the orders permission, and only on the admin host', async () => {
    const { orderNumber } = await placeTestOrder(app);
    expect((await app.server.inject({ url: '/api/admin/orders', headers: { host: ADMIN_HOST } })).statusCode).toBe(401);
    const editor = await createStaffSession(app, 'content_editor');
    for (const url of ['/api/admin/orders', `/api/admin/orders/${orderNumber}`, '/api/admin/orders/export.csv']) {
      expect((await staffInject(app, editor, 'GET', url)).statusCode).toBe(403);
    }
    expect((await staffInject(app, editor, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`)).statusCode).toBe(403);
    expect((await app.server.inject({ url: '/api/admin/orders', headers: { host: PUBLIC_HOST } })).statusCode).toBe(
      404,
    );
  });

  it('filters by search text, status, delivery and dates, with clear errors for bad filters', async () => {
    const a = await placeTestOrder(app, { email: 'filter-a@example.com', fullName: 'Filter Alpha' });
    const b = await placeTestOrder(app, { email: 'filter-b@example.com', fullName: 'Filter Beta' });
    await staffInject(app, sales, 'POST', `/api/admin/orders/${b.orderNumber}/mark-paid`);

    expect(numbers((await get('/api/admin/orders?q=FILTER-A@')).json())).toEqual([a.orderNumber]);
    expect(numbers((await get('/api/admin/orders?q=filter%20alpha')).json())).toEqual([a.orderNumber]);
    expect(numbers((await get(`/api/admin/orders?q=${a.orderNumber.toLowerCase()}`)).json())).toEqual([a.orderNumber]);
    expect(numbers((await get('/api/admin/orders?q=filter-&status=paid')).json())).toEqual([b.orderNumber]);
    expect(numbers((await get('/api/admin/orders?q=filter-&delivery=ready')).json())).toEqual([b.orderNumber]);
    expect(numbers((await get('/api/admin/orders?q=filter-&delivery=not_available')).json())).toEqual([a.orderNumber]);
    const today = new Date().toISOString().slice(0, 10);
    expect(numbers((await get(`/api/admin/orders?q=filter-&from=${today}&to=${today}`)).json()).sort()).toEqual(
      [a.orderNumber, b.orderNumber].sort(),
    );
    expect(numbers((await get('/api/admin/orders?to=2000-01-01')).json())).toEqual([]);

    const row = (await get('/api/admin/orders?q=filter-a@')).json().orders[0];
    expect(row).toEqual({
      number: a.orderNumber,
      createdAt: expect.any(String),
      buyer: { id: expect.any(String), name: 'Filter Alpha', email: 'filter-a@example.com' },
      itemCount: 3,
      totalCents: 1010000,
      refundedCents: 0,
      status: 'awaiting_payment',
      delivery: 'not_available',
      paymentProvider: 'manual',
    });

    for (const [query, field] of [
      ['status=lost', 'status'],
      ['delivery=soon', 'delivery'],
      ['to=2026-02-30', 'to'],
      ['from=2026-02-02&to=2026-02-01', 'to'],
      ['sort=price', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
    ] as const) {
      const refused = await get(`/api/admin/orders?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.fields[field], query).toEqual(expect.any(String));
    }
  });

  it("keeps the orders placed more than some days ago: the dashboard's overdue count, the same orders", async () => {
    const stale = await placeTestOrder(app, { email: 'waited-long@example.com', fullName: 'Waited Long' });
    const fresh = await placeTestOrder(app, { email: 'waited-short@example.com', fullName: 'Waited Short' });
    const nearly = await placeTestOrder(app, { email: 'waited-nearly@example.com', fullName: 'Waited Nearly' });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await app.database.db
      .update(orders)
      .set({ createdAt: daysAgo(8) })
      .where(eq(orders.number, stale.orderNumber));
    // Seven days less an hour: on the seventh day's date, but not yet seven days.
    await app.database.db
      .update(orders)
      .set({ createdAt: new Date(daysAgo(7).getTime() + 3_600_000) })
      .where(eq(orders.number, nearly.orderNumber));

    const waited = (await get('/api/admin/orders?q=waited-&status=awaiting_payment&olderThanDays=7')).json();
    expect(numbers(waited)).toEqual([stale.orderNumber]);
    expect(numbers((await get('/api/admin/orders?q=waited-&olderThanDays=1')).json()).sort()).toEqual(
      [stale.orderNumber, nearly.orderNumber].sort(),
    );
    expect(numbers((await get('/api/admin/orders?q=waited-')).json())).toContain(fresh.orderNumber);
    // Everything the dashboard counts as waited over 7 days, and nothing else.
    const all = (await get('/api/admin/orders?status=awaiting_payment&olderThanDays=7')).json();
    const dashboard = (await get('/api/admin/dashboard')).json();
    expect(all.total).toBe(dashboard.todo.orders.overdue);
    for (const query of ['olderThanDays=0', 'olderThanDays=two', 'olderThanDays=1.5']) {
      const refused = await get(`/api/admin/orders?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.fields.olderThanDays, query).toEqual(expect.any(String));
    }
  });

  it('sorts and pages on the server', async () => {
    const placed = [];
    for (let index = 0; index < STAFF_ORDERS_PAGE_SIZE + 2; index++) {
      placed.push((await placeTestOrder(app, { email: `pager-${index}@example.com` })).orderNumber);
    }
    // Spread the creation times so the date sort has something to do.
    for (const [index, number] of placed.entries()) {
      await app.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.UTC(2024, 0, 1 + index)) })
        .where(eq(orders.number, number));
    }
    const first = (await get('/api/admin/orders?q=pager-&sort=created&dir=asc')).json();
    expect(first).toMatchObject({ total: placed.length, page: 1, pageCount: 2, pageSize: STAFF_ORDERS_PAGE_SIZE });
    expect(numbers(first)).toEqual(placed.slice(0, STAFF_ORDERS_PAGE_SIZE));
    const second = (await get('/api/admin/orders?q=pager-&sort=created&dir=asc&page=2')).json();
    expect(numbers(second)).toEqual(placed.slice(STAFF_ORDERS_PAGE_SIZE));
    // A page past the end answers the last page.
    expect((await get('/api/admin/orders?q=pager-&page=99')).json().page).toBe(2);
    const byNumber = numbers((await get('/api/admin/orders?q=pager-&sort=number&dir=desc&page=1')).json());
    expect(byNumber).toEqual([...placed].sort().reverse().slice(0, STAFF_ORDERS_PAGE_SIZE));
    const byBuyer = (await get('/api/admin/orders?q=pager-&sort=buyer&dir=asc')).json().orders;
    const names = byBuyer.map((row: { buyer: { name: string } }) => row.buyer.name);
    expect(names).toEqual([...names].sort());
    await app.database.db.delete(orders).where(inArray(orders.number, placed));
  });

  it('refuses a day no timestamp can hold with a 400, on the list and before the CSV export streams', async () => {
    const outside = 'Choose a date from 1970-01-01 to 2999-12-31.';
    const cases: [string, Record<string, string>][] = [
      ['to=9999-12-31', { to: outside }],
      ['from=9999-12-31&to=9999-12-31', { from: outside, to: outside }],
      ['from=0001-01-01', { from: outside }],
      ['to=0001-01-01', { to: outside }],
      ['from=3000-01-01', { from: outside }],
      ['to=99999-01-01', { to: 'Use a date like 2026-01-31.' }],
    ];
    for (const [query, fields] of cases) {
      for (const url of ['/api/admin/orders', '/api/admin/orders/export.csv']) {
        const response = await get(`${url}?${query}`);
        expect(response.statusCode, `${url}?${query}: ${response.body}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().error).toMatchObject({ code: 'validation_failed', fields });
      }
    }
    expect((await get('/api/admin/orders?from=1970-01-01&to=2999-12-31')).statusCode).toBe(200);
    expect((await get('/api/admin/orders/export.csv?from=1970-01-01&to=2999-12-31')).statusCode).toBe(200);
  });

  it('shows one order with lines, totals, buyer, payment, timeline and grants', async () => {
    const { orderNumber } = await placeTestOrder(app, { fullName: 'Detail Buyer' });
    await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`);
    const response = await get(`/api/admin/orders/${orderNumber}`);
    expect(response.statusCode).toBe(200);
    const order = response.json().order;
    expect(order).toMatchObject({
      number: orderNumber,
      status: 'paid',
      delivery: 'ready',
      totals: { subtotalCents: expect.any(Number), taxCents: expect.any(Number), totalCents: 1010000 },
      refundedCents: 0,
      refundableCents: 1010000,
      buyer: { name: 'Detail Buyer', country: 'GB', company: 'Analytical Engines Ltd' },
      billing: { country: 'GB' },
      notes: 'Please invoice the company.',
      payment: { provider: 'manual', reference: null },
      actions: { markPaid: false, cancel: true, refund: true, resendDownloads: true },
    });
    expect(order.lines).toHaveLength(2);
    expect(order.lines[0]).toMatchObject({ licence: 'pdf-single' });
    expect(order.grants).toHaveLength(2);
    expect(order.grants[0]).toMatchObject({
      file: 'plan-set',
      uses: 0,
      maxUses: 5,
      usesLeft: 5,
      lastUsedAt: null,
      open: true,
    });
    expect(order.grants[0].title).toEqual(expect.any(String));
    const kinds = order.timeline.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind !== 'email')).toEqual(['placed', 'paid']);
    const times = order.timeline.map((event: { at: string }) => event.at);
    expect(times).toEqual([...times].sort());
    expect(kinds.filter((kind: string) => kind === 'email')).toHaveLength(2);
    expect(order.timeline.find((event: { kind: string }) => event.kind === 'paid').staffName).toBe(sales.user.name);
    expect(order).not.toHaveProperty('accessTokenHash');
    expect((await get('/api/admin/orders/AP-NONE-0000')).statusCode).toBe(404);
  });

  it("shows the bank reference staff recorded when marking it paid, and each line's build site", async () => {
    const email = `sited-${randomUUID().slice(0, 8)}@example.com`;
    const { orderNumber } = await placeTestOrder(app, { email });
    const before = (await get(`/api/admin/orders/${orderNumber}`)).json().order;
    expect(before.payment).toEqual({ provider: 'manual', reference: null, bankReference: null });
    expect(before.lines.map((line: { buildSite: string | null }) => line.buildSite)).toEqual([null, null]);

    const paid = await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`, {
      bankReference: ' SEPA 2026-12-01 0099 ',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The buyer names the site of one design; the other stays unnamed.
    await app.services.orders.nameBuildSite(orderNumber, 'design-002', '4 Mill Lane, Bath', { accountEmail: email });
    const order = (await get(`/api/admin/orders/${orderNumber}`)).json().order;
    expect(order.payment).toEqual({ provider: 'manual', reference: null, bankReference: 'SEPA 2026-12-01 0099' });
    expect(
      order.lines.map((line: { designId: string; buildSite: string | null }) => [line.designId, line.buildSite]),
    ).toEqual([
      ['design-001', null],
      ['design-002', '4 Mill Lane, Bath'],
    ]);
  });

  it('exports the filtered orders as CSV, with formula injection neutralised', async () => {
    const evil = "=cmd|' /C calc'!A0";
    const { orderNumber } = await placeTestOrder(app, { fullName: evil, email: 'csv-evil@example.com' });
    await placeTestOrder(app, { fullName: 'Plain, "Quoted" Buyer', email: 'csv-plain@example.com' });
    const semicolon = await placeTestOrder(app, {
      fullName: "Semi;=cmd|' /C calc'!A0,@SUM(1) ;+1",
      email: 'csv-split@example.com',
    });
    const response = await get('/api/admin/orders/export.csv?q=csv-&sort=buyer&dir=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Order number","Created (UTC)","Buyer name","Buyer email","Items","Total (USD)","Refunded (USD)","Payment status","Delivery","Payment method"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"${orderNumber}",`);
    expect(lines[1]).toContain(
      `,"'=cmd|' /C calc'!A0","csv-evil@example.com",3,"10100.00","0.00","Awaiting payment","Not available","Bank transfer"`,
    );
    expect(lines[2]).toContain(',"Plain, ""Quoted"" Buyer","csv-plain@example.com",');
    expect(lines[3]).toContain(`"${semicolon.orderNumber}",`);
    expect(lines[3]).toContain(`,"Semi;'=cmd|' /C calc'!A0,'@SUM(1) ;'+1","csv-split@example.com",`);
    // Opened with any separator, even by a reader that ignores quotes, no cell starts a formula.
    for (const separator of [',', ';', '\t']) {
      const cells = lines.flatMap((line) => line.split(separator).map((cell) => cell.replace(/^[" ]+/, '')));
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    }
    expect((await get('/api/admin/orders/export.csv?status=lost')).statusCode).toBe(400);
  });
});
