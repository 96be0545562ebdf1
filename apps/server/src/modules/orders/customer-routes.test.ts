// @postgres: keyset pages of a buyer's orders.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buyerAccounts,
  buyerPasskeys,
  chatConversations,
  contactInquiries,
  customers,
  savedSearches,
  staffAuditLog,
} from '../../db/schema/index.ts';
import { placeTestOrder, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { serviceContext, useTestApp } from '../../test/test-app.ts';

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

describe("a customer's account and data, as staff see them", () => {
  it('shows whether the buyer has an account; a super admin exports their data (recorded), sales may not', async () => {
    const email = `account-holder-${randomUUID().slice(0, 8)}@example.com`;
    const { orderNumber } = await placeTestOrder(app, { email, fullName: 'Acc Holder' });
    const [customer] = await app.database.db.select().from(customers).where(eq(customers.email, email));
    const id = customer?.id ?? '';
    const guest = (await get(`/api/admin/customers/${id}`)).json();
    expect(guest.account).toBeNull();
    expect(guest.invoices).toEqual([]);
    // Paid: its invoice is listed with the customer, linked to its order and its PDF.
    await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`);
    expect((await get(`/api/admin/customers/${id}`)).json().invoices).toEqual([
      {
        number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
        kind: 'invoice',
        issuedAt: expect.any(String),
        totalCents: expect.any(Number),
        url: expect.stringMatching(new RegExp(`^/api/admin/orders/${orderNumber}/invoices/INV-`)),
        orderNumber,
      },
    ]);

    await app.services.accounts.requestSignIn({ email }, { ...serviceContext(app), clientIp: '10.9.9.9' });
    const mail = (await outboxMail(app, email)).find((row) => row.kind === 'account_sign_in');
    const code = /sign-in page: (\d{6})/.exec(mail?.message?.text ?? '')?.[1] ?? '';
    await app.services.accounts.signInWithCode(
      { email, code },
      { ...serviceContext(app), clientIp: '10.9.9.9' },
      {
        favourites: ['design-001'],
      },
    );
    // One passkey and one saved search: the page counts them (each table has an id of its own).
    const [account] = await app.database.db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email));
    await app.database.db.insert(buyerPasskeys).values({
      id: `credential-${randomUUID()}`,
      accountId: account?.id ?? '',
      publicKey: Buffer.from('key'),
      deviceType: 'multiDevice',
      backedUp: true,
      name: 'Safari on macOS',
    });
    await app.database.db
      .insert(savedSearches)
      .values({ id: randomUUID(), accountId: account?.id ?? '', search: '?style=modern', label: 'Modern' });
    const detail = (await get(`/api/admin/customers/${id}`)).json();
    expect(detail.account).toEqual({
      openedAt: expect.any(String),
      lastSignedInAt: expect.any(String),
      passkeys: 1,
      savedSearches: 1,
      favourites: 1,
      privacyRequests: [],
    });

    const refused = await staffInject(app, sales, 'POST', `/api/admin/customers/${id}/data-export`);
    expect(refused.statusCode).toBe(403);
    const admin = await createStaffSession(app, 'super_admin');
    const exported = await staffInject(app, admin, 'POST', `/api/admin/customers/${id}/data-export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="customer-data-/);
    expect(exported.json()).toMatchObject({ account: { email }, customerRecords: [{ name: 'Acc Holder' }] });
    expect((await get(`/api/admin/customers/${id}`)).json().account.privacyRequests).toEqual([
      { kind: 'export', at: expect.any(String), byStaff: true },
    ]);
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'customer.data_export'), eq(staffAuditLog.targetId, id)));
    expect(audit).toMatchObject({ targetType: 'customer', staffName: 'Test super_admin' });
    expect((await staffInject(app, admin, 'POST', '/api/admin/customers/nobody/data-export')).statusCode).toBe(404);
  });
});
