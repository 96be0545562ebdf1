// @postgres: raw SQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadGrants, orderLines, orders } from '../../db/schema/index.ts';
import { placeTestOrder, staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { deliveryOf } from './order-delivery.ts';

// The staff lists read each order's delivery and item count in SQL (orderSummaryColumns); the order
// page reads the grants and applies deliveryOf. Every state must read the same in the order list, the
// customer's page, the delivery filter and the CSV export.
const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const get = async (url: string) => {
  const response = await staffInject(app, sales, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

async function grantsOf(number: string) {
  const db = app.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error('no order');
  const grants = await db.select().from(downloadGrants).where(eq(downloadGrants.orderId, order.id));
  return { order, grants };
}

describe('delivery and item count in the staff lists', () => {
  it('read the same as deliveryOf in every state, in the list, the customer page, the filter and the export', async () => {
    const email = `delivery-${randomUUID().slice(0, 6)}@example.com`;
    const { orderNumber } = await placeTestOrder(app, { email });
    const db = app.database.db;

    const states: [string, () => Promise<unknown>][] = [
      ['not_available', async () => {}],
      ['ready', () => staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`)],
      [
        'expired',
        () =>
          db.execute(sql`update download_grants set expires_at = now() - interval '1 day'
        where order_id = (select id from orders where number = ${orderNumber})`),
      ],
      [
        'downloaded',
        () =>
          db.execute(sql`update download_grants set uses = 1
        where order_id = (select id from orders where number = ${orderNumber})`),
      ],
    ];
    for (const [expected, reach] of states) {
      await reach();
      const { order, grants } = await grantsOf(orderNumber);
      expect(deliveryOf(order.status as 'paid', grants), expected).toBe(expected);

      const [listed] = (await get(`/api/admin/orders?q=${encodeURIComponent(email)}`)).json().orders;
      expect(listed, expected).toMatchObject({ number: orderNumber, itemCount: 3, delivery: expected });
      const filtered = (await get(`/api/admin/orders?q=${encodeURIComponent(email)}&delivery=${expected}`)).json();
      expect(
        filtered.orders.map((row: { number: string }) => row.number),
        expected,
      ).toEqual([orderNumber]);

      const [customer] = (await get(`/api/admin/customers?q=${encodeURIComponent(email)}`)).json().customers;
      const detail = (await get(`/api/admin/customers/${customer.id}`)).json();
      expect(detail.orders, expected).toEqual([
        expect.objectContaining({ number: orderNumber, itemCount: 3, delivery: expected }),
      ]);

      const csv = (await get(`/api/admin/orders/export.csv?q=${encodeURIComponent(email)}`)).body;
      const line = csv.split('\r\n').find((row) => row.includes(orderNumber)) ?? '';
      expect(line.split(',')[4], expected).toBe('3');
    }
  });

  it('keep the item count equal to the sum of the order’s line quantities as lines change', async () => {
    const { orderNumber } = await placeTestOrder(app);
    const db = app.database.db;
    const itemCount = async () => (await grantsOf(orderNumber)).order.itemCount;
    const { order } = await grantsOf(orderNumber);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const sum = lines.reduce((total, line) => total + line.quantity, 0);
    expect(await itemCount()).toBe(sum);

    const [first, ...others] = lines;
    if (!first) throw new Error('no line');
    await db
      .update(orderLines)
      .set({ quantity: first.quantity + 4 })
      .where(eq(orderLines.id, first.id));
    expect(await itemCount()).toBe(sum + 4);
    await db.delete(orderLines).where(eq(orderLines.id, first.id));
    expect(await itemCount()).toBe(others.reduce((total, line) => total + line.quantity, 0));
  });
});
