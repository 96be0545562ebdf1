// @postgres: the top bar's search SQL.
import type { AdminSearchResults } from '@atelier/domain/shell';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
let editor: StaffSession;
let orderNumber: string;
const buyerEmail = 'grace.hopper@example.com';

const search = (session: StaffSession, q: string) =>
  app.server.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: session.headers });

beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
  editor = await createStaffSession(app, 'content_editor');
  const placed = await postCheckout(app, checkoutBody({ fullName: 'Grace Hopper', email: buyerEmail }));
  orderNumber = placed.json<{ orderNumber: string }>().orderNumber;
});

describe('admin search', () => {
  it('finds orders by number and e-mail, and customers, for sales; no designs without designs read', async () => {
    const byNumber = (await search(sales, orderNumber.toLowerCase())).json<AdminSearchResults>();
    expect(byNumber.orders).toEqual([
      { number: orderNumber, buyerName: 'Grace Hopper', buyerEmail, status: 'awaiting_payment' },
    ]);
    expect(byNumber.designs).toBeNull();
    const byEmail = (await search(sales, 'grace.hopper')).json<AdminSearchResults>();
    expect(byEmail.orders?.map((order) => order.number)).toEqual([orderNumber]);
    expect(byEmail.customers).toEqual([{ id: expect.any(String), name: 'Grace Hopper', email: buyerEmail }]);
  });

  it('shows an editor designs only', async () => {
    const results = (await search(editor, 'villa')).json<AdminSearchResults>();
    expect(results.orders).toBeNull();
    expect(results.customers).toBeNull();
    expect(results.designs?.map((design) => design.title)).toContain('Modern Coastal Villa');
    expect((await search(editor, orderNumber)).json<AdminSearchResults>().orders).toBeNull();
  });

  it('treats LIKE wildcards as text, finds nothing for an empty query and refuses an overlong one', async () => {
    expect((await search(sales, '%')).json<AdminSearchResults>().customers).toEqual([]);
    expect((await search(sales, '   ')).json<AdminSearchResults>()).toEqual({
      orders: null,
      customers: null,
      designs: null,
    });
    expect((await search(sales, 'x'.repeat(101))).statusCode).toBe(400);
  });
});
