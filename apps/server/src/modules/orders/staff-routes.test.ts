import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('staff order API', () => {
  it('needs a session and the orders and customers permissions', async () => {
    const { orderNumber } = (await postCheckout(app, checkoutBody())).json();
    expect((await app.server.inject({ url: '/api/admin/orders', headers: { host: ADMIN_HOST } })).statusCode).toBe(401);
    const editor = await createStaffSession(app, 'content_editor');
    for (const url of ['/api/admin/orders', `/api/admin/orders/${orderNumber}`, '/api/admin/customers']) {
      expect((await app.server.inject({ url, headers: editor.headers })).statusCode).toBe(403);
    }
    const paid = await app.server.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/mark-paid`,
      headers: editor.headers,
    });
    expect(paid.statusCode).toBe(403);
    // The staff API is not reachable from the public host.
    expect((await app.server.inject({ url: '/api/admin/orders', headers: { host: 'localhost' } })).statusCode).toBe(
      404,
    );
  });

  it('lists orders with status, date and customer filters, shows one, and stores a refund note', async () => {
    const sales = await createStaffSession(app, 'sales');
    const a = (
      await postCheckout(app, checkoutBody({ email: 'filter-a@example.com', fullName: 'Filter Alpha' }))
    ).json();
    const b = (await postCheckout(app, checkoutBody({ email: 'filter-b@example.com' }))).json();
    await app.server.inject({
      method: 'POST',
      url: `/api/admin/orders/${b.orderNumber}/mark-paid`,
      headers: sales.headers,
    });

    const list = async (query: string) =>
      (await app.server.inject({ url: `/api/admin/orders${query}`, headers: sales.headers })).json();
    const numbers = (body: { orders: { number: string }[] }) => body.orders.map((order) => order.number);

    expect(numbers(await list('?customer=filter-a@'))).toEqual([a.orderNumber]);
    expect(numbers(await list('?customer=Filter%20Alpha'))).toEqual([a.orderNumber]);
    expect(numbers(await list('?status=paid'))).toEqual([b.orderNumber]);
    const today = new Date().toISOString().slice(0, 10);
    expect(numbers(await list(`?from=${today}&to=${today}`))).toEqual(
      expect.arrayContaining([a.orderNumber, b.orderNumber]),
    );
    expect(numbers(await list('?to=2000-01-01'))).toEqual([]);
    expect((await app.server.inject({ url: '/api/admin/orders?status=lost', headers: sales.headers })).statusCode).toBe(
      400,
    );
    const page = await list('?customer=filter-a@');
    expect(page.orders[0]).toMatchObject({
      status: 'awaiting_payment',
      totalCents: 1010000,
      itemCount: 3,
      customer: { email: 'filter-a@example.com' },
    });

    const detail = (
      await app.server.inject({ url: `/api/admin/orders/${b.orderNumber}`, headers: sales.headers })
    ).json().order;
    expect(detail).toMatchObject({ status: 'paid', billing: { country: 'GB' }, notes: 'Please invoice the company.' });
    expect(detail.lines).toHaveLength(2);
    expect(detail.downloads).toHaveLength(2);
    expect(detail).not.toHaveProperty('accessTokenHash');

    const note = await app.server.inject({
      method: 'PUT',
      url: `/api/admin/orders/${b.orderNumber}/refund-note`,
      headers: sales.headers,
      payload: { note: 'Refunded $100 goodwill on 2 May.' },
    });
    expect(note.json().order.refundNote).toBe('Refunded $100 goodwill on 2 May.');
    const empty = await app.server.inject({
      method: 'PUT',
      url: `/api/admin/orders/${b.orderNumber}/refund-note`,
      headers: sales.headers,
      payload: { note: '' },
    });
    expect(empty.json().error.fields.note).toBe('A refund note is required.');
    expect(
      (await app.server.inject({ url: '/api/admin/orders/AP-NONE-0000', headers: sales.headers })).statusCode,
    ).toBe(404);
  });

  it('lists customers with their orders', async () => {
    const sales = await createStaffSession(app, 'sales');
    await postCheckout(app, checkoutBody({ email: 'loyal@example.com' }));
    await postCheckout(app, checkoutBody({ email: 'loyal@example.com' }));
    const body = (await app.server.inject({ url: '/api/admin/customers?q=loyal', headers: sales.headers })).json();
    expect(body.customers).toHaveLength(1);
    expect(body.customers[0]).toMatchObject({ email: 'loyal@example.com', orderCount: 2, paidTotalCents: 0 });
    const one = await app.server.inject({
      url: `/api/admin/customers/${body.customers[0].id}`,
      headers: sales.headers,
    });
    expect(one.json().customer.orders).toHaveLength(2);
  });
});
