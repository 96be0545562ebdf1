// @postgres: a recursive query over chains of upgrades.
import { randomUUID } from 'node:crypto';
import { demoLicencePrice } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadGrants, orderLines, orders } from '../../db/schema/index.ts';
import { buyerOrderView, placeTestOrder, postUpgrade, staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;

beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

/** design-006's price in the sample catalogue, read once. */
const priceOf = async (designId: string) => (await app.services.catalog.designsByIds([designId]))[0]?.price ?? 0;
const DESIGN = 'design-006';

const markPaid = async (number: string) =>
  expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${number}/mark-paid`)).statusCode).toBe(200);

const upgrade = (confirmationUrl: string, body: Record<string, unknown>) => postUpgrade(app, confirmationUrl, body);

describe('licence upgrades', () => {
  it('offer a paid order the wider licences at the difference, and place an order of their own', async () => {
    const price = await priceOf(DESIGN);
    const placed = await placeTestOrder(app, { lines: [{ designId: DESIGN, licence: 'pdf-single', quantity: 1 }] });
    // Not before it is paid.
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([]);
    expect((await upgrade(placed.confirmationUrl, { designId: DESIGN, licence: 'cad' })).statusCode).toBe(409);
    await markPaid(placed.orderNumber);

    const cad = demoLicencePrice(price, 'cad');
    const unlimited = demoLicencePrice(price, 'unlimited');
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([
      expect.objectContaining({ designId: DESIGN, from: 'pdf-single', to: 'cad', priceCents: cad - price }),
      expect.objectContaining({ designId: DESIGN, from: 'pdf-single', to: 'unlimited', priceCents: unlimited - price }),
    ]);

    const key = randomUUID();
    const response = await upgrade(placed.confirmationUrl, { designId: DESIGN, licence: 'cad', idempotencyKey: key });
    expect(response.statusCode, response.body).toBe(201);
    // The same submission again is the same order.
    const repeat = await upgrade(placed.confirmationUrl, { designId: DESIGN, licence: 'cad', idempotencyKey: key });
    expect(repeat.json().orderNumber).toBe(response.json().orderNumber);
    const view = await buyerOrderView(app, response.json().confirmationUrl);
    expect(view.lines).toEqual([
      expect.objectContaining({
        designId: DESIGN,
        licence: 'cad',
        unitPriceCents: cad - price,
        title: expect.stringMatching(new RegExp(`^CAD files for .+ \\(upgrade of order ${placed.orderNumber}\\)$`)),
      }),
    ]);
    expect(view.totals.subtotalCents).toBe(cad - price);
    // While it awaits payment, the original offers nothing more.
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([]);

    await markPaid(view.number);
    const [upgraded] = await app.database.db.select().from(orders).where(eq(orders.number, view.number));
    const files = await app.database.db
      .select({ file: downloadGrants.file })
      .from(downloadGrants)
      .where(eq(downloadGrants.orderId, upgraded?.id ?? ''));
    expect(files.map((grant) => grant.file).sort()).toEqual(['cad', 'plan-set']);
    const [line] = await app.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, upgraded?.id ?? ''));
    expect(line?.upgradeOf).not.toBeNull();

    // Now CAD: unlimited costs what is left after both payments.
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([
      expect.objectContaining({ from: 'cad', to: 'unlimited', priceCents: unlimited - cad }),
    ]);
  });

  it('offer the same price on the upgrade order as on the original, and keep the build site', async () => {
    const price = await priceOf(DESIGN);
    const placed = await placeTestOrder(app, {
      lines: [{ designId: DESIGN, licence: 'pdf-single', quantity: 1 }],
      buildSite: '12 Birch Lane, Duluth MN',
      email: `same-${randomUUID().slice(0, 6)}@example.com`,
    });
    await markPaid(placed.orderNumber);
    const first = await upgrade(placed.confirmationUrl, { designId: DESIGN, licence: 'cad' });
    expect(first.statusCode, first.body).toBe(201);
    const cadOrder = await buyerOrderView(app, first.json().confirmationUrl);
    const [title] = (await app.services.catalog.designsByIds([DESIGN])).map((design) => design.title);
    expect(cadOrder.lines[0].title).toBe(`CAD files for ${title} (upgrade of order ${placed.orderNumber})`);
    await markPaid(cadOrder.number);
    const [cadLine] = await app.database.db
      .select({ buildSite: orderLines.buildSite })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.number, cadOrder.number));
    expect(cadLine?.buildSite).toBe('12 Birch Lane, Duluth MN');

    const unlimited = demoLicencePrice(price, 'unlimited');
    const cad = demoLicencePrice(price, 'cad');
    const offer = expect.objectContaining({ from: 'cad', to: 'unlimited', priceCents: unlimited - cad });
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([offer]);
    expect((await buyerOrderView(app, first.json().confirmationUrl)).upgrades).toEqual([offer]);

    // Ordered from the upgrade's page, it widens the original line, and both pages then offer nothing.
    const second = await upgrade(first.json().confirmationUrl, { designId: DESIGN, licence: 'unlimited' });
    expect(second.statusCode, second.body).toBe(201);
    const unlimitedOrder = await buyerOrderView(app, second.json().confirmationUrl);
    expect(unlimitedOrder.totals.subtotalCents).toBe(unlimited - cad);
    expect(unlimitedOrder.lines[0].title).toBe(
      `Unlimited builds for ${title} (upgrade of order ${placed.orderNumber})`,
    );
    await markPaid(unlimitedOrder.number);
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([]);
    expect((await buyerOrderView(app, first.json().confirmationUrl)).upgrades).toEqual([]);
  });

  it('take off what was really paid for the licence: a code scoped to PDF sets does not carry over', async () => {
    const price = await priceOf(DESIGN);
    const promotion = await staffInject(app, sales, 'POST', '/api/admin/promotions', {
      code: `PDF90-${randomUUID().slice(0, 6).toUpperCase()}`,
      percentOff: 90,
      scope: 'licences',
      scopeValues: ['pdf-single'],
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    const placed = await placeTestOrder(app, {
      lines: [{ designId: DESIGN, licence: 'pdf-single', quantity: 1 }],
      promoCode: promotion.json().promotion.code,
      email: `scoped-${randomUUID().slice(0, 6)}@example.com`,
    });
    await markPaid(placed.orderNumber);
    const paid = price - Math.round(price * 0.9);
    expect((await buyerOrderView(app, placed.confirmationUrl)).totals.subtotalCents - paid).toBe(
      Math.round(price * 0.9),
    );
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([
      expect.objectContaining({ to: 'cad', priceCents: demoLicencePrice(price, 'cad') - paid }),
      expect.objectContaining({ to: 'unlimited', priceCents: demoLicencePrice(price, 'unlimited') - paid }),
    ]);
  });

  it('refuses what is not an upgrade, and an order opened without its token', async () => {
    const placed = await placeTestOrder(app, {
      lines: [{ designId: DESIGN, licence: 'unlimited', quantity: 1 }],
      email: `wide-${randomUUID().slice(0, 6)}@example.com`,
    });
    await markPaid(placed.orderNumber);
    expect((await buyerOrderView(app, placed.confirmationUrl)).upgrades).toEqual([]);
    const orderCount = async () => (await app.database.db.select({ id: orders.id }).from(orders)).length;
    const before = await orderCount();
    const narrower = await upgrade(placed.confirmationUrl, { designId: DESIGN, licence: 'cad' });
    expect(narrower.statusCode).toBe(400);
    expect(narrower.json().error.code).toBe('upgrade_not_offered');
    const other = await upgrade(placed.confirmationUrl, { designId: 'design-001', licence: 'unlimited' });
    expect(other.statusCode).toBe(400);
    const forged = await app.server.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderNumber}/upgrades?token=wrong`,
      headers: { host: PUBLIC_HOST },
      payload: { designId: DESIGN, licence: 'unlimited', idempotencyKey: randomUUID() },
    });
    expect(forged.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });
});
