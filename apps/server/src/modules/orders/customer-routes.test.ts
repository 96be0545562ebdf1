import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, contactInquiries } from '../../db/schema/index.ts';
import { placeTestOrder, staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const get = (url: string) => staffInject(app, sales, 'GET', url);

describe('staff customer API', () => {
  it('lists customers with their figures, searched and sorted', async () => {
    const { orderNumber } = await placeTestOrder(app, { email: 'loyal@example.com', fullName: 'Loyal Buyer' });
    await placeTestOrder(app, { email: 'loyal@example.com' });
    await placeTestOrder(app, { email: 'once@example.com', fullName: 'Once Buyer' });
    await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`);

    const body = (await get('/api/admin/customers?q=LOYAL')).json();
    expect(body).toMatchObject({ total: 1, page: 1, pageCount: 1, pageSize: 25 });
    expect(body.customers[0]).toMatchObject({
      email: 'loyal@example.com',
      name: 'Loyal Buyer',
      orderCount: 2,
      paidTotalCents: 1010000,
      lastOrderAt: expect.any(String),
    });
    const byOrders = (await get('/api/admin/customers?q=buyer&sort=orders&dir=desc')).json().customers;
    expect(byOrders.map((row: { email: string }) => row.email)).toEqual(['loyal@example.com', 'once@example.com']);
    const bySpent = (await get('/api/admin/customers?q=buyer&sort=spent&dir=asc')).json().customers;
    expect(bySpent.map((row: { email: string }) => row.email)).toEqual(['once@example.com', 'loyal@example.com']);
    const refused = await get('/api/admin/customers?sort=age');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.sort).toEqual(expect.any(String));
  });

  it('shows one customer with orders, inquiries and chats from the same address', async () => {
    const email = `person-${randomUUID().slice(0, 6)}@example.com`;
    const { orderNumber } = await placeTestOrder(app, { email });
    const db = app.database.db;
    await db.insert(contactInquiries).values({
      id: randomUUID(),
      name: 'Person',
      email: email.toUpperCase(),
      subject: 'plans',
      message: 'A question about my order.',
    });
    await db.insert(chatConversations).values({
      id: randomUUID(),
      visitorId: randomUUID(),
      visitorEmail: email,
    });
    const [row] = (await get(`/api/admin/customers?q=${email}`)).json().customers;
    const detail = (await get(`/api/admin/customers/${row.id}`)).json();
    expect(detail.customer).toMatchObject({ email, orderCount: 1, phone: expect.any(String) });
    expect(detail.orders).toEqual([
      expect.objectContaining({
        number: orderNumber,
        itemCount: 3,
        status: 'awaiting_payment',
        delivery: 'not_available',
      }),
    ]);
    expect(detail.inquiries).toEqual([
      { id: expect.any(String), subject: 'plans', status: 'new', createdAt: expect.any(String) },
    ]);
    expect(detail.chats).toEqual([{ id: expect.any(String), lastMessageAt: expect.any(String) }]);
    expect((await get('/api/admin/customers/nobody')).statusCode).toBe(404);
    const editor = await createStaffSession(app, 'content_editor');
    expect((await staffInject(app, editor, 'GET', `/api/admin/customers/${row.id}`)).statusCode).toBe(403);
  });
});
