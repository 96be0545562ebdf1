// @postgres: concurrent requests.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, priceSales, staffAuditLog } from '../../db/schema/index.ts';
import { checkoutBody, postCheckout, staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  [sales, editor] = await Promise.all([createStaffSession(app, 'sales'), createStaffSession(app, 'content_editor')]);
});

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function createSale(input: Record<string, unknown>) {
  const response = await staffInject(app, sales, 'POST', '/api/admin/price-sales', {
    name: 'Test sale',
    target: 'design',
    startsAt: at(-HOUR),
    endsAt: at(HOUR),
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().sale as { id: string; status: string };
}

async function publicDesign(id: string) {
  const response = await app.server.inject({ url: `/api/designs/${id}`, headers: { host: PUBLIC_HOST } });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    design: { price: number; sale: { name: string; percentOff: number; listPrice: number } | null };
    licences: { id: string; priceCents: number; listPriceCents?: number }[];
  };
}

describe('sales', () => {
  it('reduce a design’s every licence while they run, shown with the regular price, and checkout charges it', async () => {
    // design-003 and its extra licences, at their regular prices.
    const before = await publicDesign('design-003');
    expect(before.design.sale).toBeNull();
    const sale = await createSale({ name: 'Spring sale', targetId: 'design-003', percentOff: 20 });
    expect(sale.status).toBe('running');

    const during = await publicDesign('design-003');
    const list = before.design.price;
    expect(during.design.price).toBe(Math.round(list * 0.8));
    expect(during.design.sale).toMatchObject({ name: 'Spring sale', percentOff: 20, listPrice: list });
    expect(during.licences.length).toBe(before.licences.length);
    for (const [index, licence] of during.licences.entries()) {
      const regular = before.licences[index]?.priceCents ?? 0;
      expect(licence).toMatchObject({ priceCents: Math.round(regular * 0.8), listPriceCents: regular });
    }

    const placed = await postCheckout(app, checkoutBody({ lines: [{ designId: 'design-003', quantity: 1 }] }));
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await app.database.db.select().from(orders).where(eq(orders.number, placed.json().orderNumber));
    const [line] = await app.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(line?.unitPriceCents).toBe(Math.round(list * 0.8));
    expect(order?.subtotalCents).toBe(Math.round(list * 0.8));

    const ended = await staffInject(app, sales, 'POST', `/api/admin/price-sales/${sale.id}/end`);
    expect(ended.json().sale.status).toBe('ended');
    expect((await publicDesign('design-003')).design).toMatchObject({ price: list, sale: null });
  });

  it('apply to a category’s designs, the largest reduction wins, and scheduled or ended sales do nothing', async () => {
    const before = await publicDesign('design-004');
    const [design] = await app.services.catalog.designsByIds(['design-004']);
    await createSale({ target: 'category', targetId: design?.category, percentOff: 10 });
    await createSale({ targetId: 'design-004', percentOff: 30, startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    await createSale({ targetId: 'design-004', percentOff: 40, startsAt: at(-2 * HOUR), endsAt: at(-HOUR) });
    expect((await publicDesign('design-004')).design.price).toBe(Math.round(before.design.price * 0.9));
    await createSale({ name: 'Bigger', targetId: 'design-004', percentOff: 15 });
    expect((await publicDesign('design-004')).design).toMatchObject({
      price: Math.round(before.design.price * 0.85),
      sale: { name: 'Bigger', percentOff: 15 },
    });
    // The marketplace's cards carry the same prices.
    const page = await app.server.inject({
      url: `/api/designs?q=${encodeURIComponent(design?.title ?? '')}`,
      headers: { host: PUBLIC_HOST },
    });
    const card = page.json().designs.find((entry: { id: string }) => entry.id === 'design-004');
    expect(card).toMatchObject({ price: Math.round(before.design.price * 0.85), sale: { name: 'Bigger' } });
  });

  it('are validated, audited, and only for staff who may run promotions', async () => {
    const invalid = [
      { name: '', target: 'design', targetId: 'design-001', percentOff: 10, startsAt: at(0), endsAt: at(HOUR) },
      { name: 'X', target: 'design', targetId: 'design-001', percentOff: 95, startsAt: at(0), endsAt: at(HOUR) },
      { name: 'X', target: 'design', targetId: 'design-001', percentOff: 10, startsAt: at(HOUR), endsAt: at(0) },
      { name: 'X', target: 'shelf', targetId: 'design-001', percentOff: 10, startsAt: at(0), endsAt: at(HOUR) },
    ];
    const count = async () => (await app.database.db.select({ id: priceSales.id }).from(priceSales)).length;
    const stored = await count();
    for (const body of invalid) {
      expect((await staffInject(app, sales, 'POST', '/api/admin/price-sales', body)).statusCode).toBe(400);
    }
    const unknown = await staffInject(app, sales, 'POST', '/api/admin/price-sales', {
      name: 'X',
      target: 'design',
      targetId: 'no-such-design',
      percentOff: 10,
      startsAt: at(0),
      endsAt: at(HOUR),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.targetId).toBe('No design has this id.');
    expect(await count()).toBe(stored);

    const sale = await createSale({ targetId: 'design-001', percentOff: 5, startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    expect(sale.status).toBe('scheduled');
    const edited = await app.server.inject({
      method: 'PUT',
      url: `/api/admin/price-sales/${sale.id}`,
      headers: sales.headers,
      payload: {
        name: 'Edited',
        target: 'design',
        targetId: 'design-001',
        percentOff: 6,
        startsAt: at(HOUR),
        endsAt: at(3 * HOUR),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().sale).toMatchObject({ name: 'Edited', percentOff: 6, targetLabel: expect.any(String) });
    const ended = (await staffInject(app, sales, 'POST', `/api/admin/price-sales/${sale.id}/end`)).json().sale;
    expect(ended.status).toBe('ended');
    const listed = (await staffInject(app, sales, 'GET', '/api/admin/price-sales')).json().sales;
    expect(listed.find((entry: { id: string }) => entry.id === sale.id)).toEqual(ended);
    const audit = await app.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, sale.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['sale.create', 'sale.end', 'sale.update']);

    expect((await staffInject(app, editor, 'GET', '/api/admin/price-sales')).statusCode).toBe(403);
    expect((await staffInject(app, editor, 'POST', `/api/admin/price-sales/${sale.id}/end`)).statusCode).toBe(403);
    expect((await staffInject(app, sales, 'POST', '/api/admin/price-sales/nope/end')).statusCode).toBe(404);
  });
});
