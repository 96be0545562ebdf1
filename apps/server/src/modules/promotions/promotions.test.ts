// @postgres: raw SQL, concurrent requests.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROMO_CODE_REFUSALS } from '@atelier/domain/promotions';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, promotionBuyerUses, promotions, staffAuditLog } from '../../db/schema/index.ts';
import { migrationsFolder } from '../../paths.ts';
import { storedInvoices } from '../../test/invoices.ts';
import { checkoutBody, postCheckout, randomClientAddress, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { promotionBuyerKey } from './uses.ts';

const app = useTestApp();
let sales: StaffSession;
let editor: StaffSession;
let admin: StaffSession;

beforeAll(async () => {
  [sales, editor, admin] = await Promise.all([
    createStaffSession(app, 'sales'),
    createStaffSession(app, 'content_editor'),
    createStaffSession(app, 'super_admin'),
  ]);
});

/** A fresh code, unique to the test. */
const newCode = () => `T-${randomUUID().slice(0, 8).toUpperCase()}`;

async function createPromotion(input: Record<string, unknown>) {
  const response = await staffInject(app, sales, 'POST', '/api/admin/promotions', { code: newCode(), ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().promotion as { id: string; code: string };
}

const orderCount = async () => (await app.database.db.select({ id: orders.id }).from(orders)).length;
const orderByNumber = async (number: string) =>
  (await app.database.db.select().from(orders).where(eq(orders.number, number)))[0];

/** One $4,500 design (design-001 of the sample catalogue). */
const oneDesign = [{ designId: 'design-001', quantity: 1 }];

describe('promotion codes at checkout', () => {
  it('takes a percentage off the subtotal, taxes what remains, and shows it on the order and the e-mail', async () => {
    const { code } = await createPromotion({ percentOff: 10, maxUses: 5 });
    const body = checkoutBody({ lines: oneDesign, promoCode: code.toLowerCase(), country: 'DE' });
    const response = await postCheckout(app, body);
    expect(response.statusCode, response.body).toBe(201);
    const order = await orderByNumber(response.json().orderNumber);
    expect(order).toMatchObject({ subtotalCents: 450000, discountCents: 45000, promoCode: code });
    expect(order?.totalCents).toBe(405000 + (order?.taxCents ?? 0));
    expect(order?.taxCents).toBe(Math.round((405000 * (order?.taxRateBasisPoints ?? 0)) / 10_000));

    const view = await app.server.inject({
      url: response.json().confirmationUrl.replace('/order/', '/api/orders/'),
      headers: { host: 'localhost' },
    });
    expect(view.json().order.totals).toMatchObject({ subtotalCents: 450000, discountCents: 45000, promoCode: code });
    const [mail] = await outboxMail(app, body.email as string);
    expect(mail?.message?.text).toContain(`Discount (${code}): -$450.00`);
  });

  it('refuses a code that does not apply, on the promoCode field, and places nothing', async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const future = await createPromotion({ percentOff: 5, startsAt: new Date(now + day).toISOString() });
    const past = await createPromotion({
      percentOff: 5,
      startsAt: new Date(now - 2 * day).toISOString(),
      endsAt: new Date(now - day).toISOString(),
    });
    const paused = await createPromotion({ amountOffCents: 1000 });
    expect(
      (await staffInject(app, sales, 'POST', `/api/admin/promotions/${paused.id}/pause`, { paused: true })).statusCode,
    ).toBe(200);
    const minimum = await createPromotion({ amountOffCents: 1000, minSubtotalCents: 1_000_000 });
    const otherDesign = await createPromotion({ percentOff: 20, scope: 'designs', scopeValues: ['design-002'] });
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', PROMO_CODE_REFUSALS.unknown],
      [future.code, PROMO_CODE_REFUSALS.notStarted],
      [past.code, PROMO_CODE_REFUSALS.expired],
      [paused.code, PROMO_CODE_REFUSALS.paused],
      [minimum.code, 'This code applies to orders of $10,000.00 or more before tax.'],
      [otherDesign.code, PROMO_CODE_REFUSALS.outOfScope],
    ];
    const before = await orderCount();
    for (const [promoCode, message] of cases) {
      const response = await postCheckout(app, checkoutBody({ lines: oneDesign, promoCode }));
      expect(response.statusCode, promoCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'promo_code_refused', fields: { promoCode: message } });
    }
    expect(await orderCount()).toBe(before);
  });

  it('takes an amount off only the lines in its scope, and no more than they cost', async () => {
    const { code } = await createPromotion({ amountOffCents: 900_000, scope: 'designs', scopeValues: ['design-002'] });
    const response = await postCheckout(app, checkoutBody({ promoCode: code }));
    expect(response.statusCode, response.body).toBe(201);
    // design-002 twice is $5,600: the $9,000 off takes all of it and nothing of design-001.
    expect(await orderByNumber(response.json().orderNumber)).toMatchObject({
      subtotalCents: 1010000,
      discountCents: 560000,
    });
  });

  it('limits each buyer by e-mail, and a cancelled order gives its use back', async () => {
    const promotion = await createPromotion({ percentOff: 10, maxUses: 2, maxUsesPerBuyer: 1 });
    const email = `once-${randomUUID().slice(0, 8)}@example.com`;
    const first = await postCheckout(app, checkoutBody({ email, lines: oneDesign, promoCode: promotion.code }));
    expect(first.statusCode).toBe(201);
    const again = await postCheckout(
      app,
      checkoutBody({ email: email.toUpperCase(), lines: oneDesign, promoCode: promotion.code }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.promoCode).toBe(PROMO_CODE_REFUSALS.usedByBuyer);

    const cancel = await staffInject(app, sales, 'POST', `/api/admin/orders/${first.json().orderNumber}/cancel`);
    expect(cancel.statusCode).toBe(200);
    const [stored] = await app.database.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(stored?.uses).toBe(0);
    const afterCancel = await postCheckout(app, checkoutBody({ email, lines: oneDesign, promoCode: promotion.code }));
    expect(afterCancel.statusCode).toBe(201);
  });

  it('counts a buyer by mailbox: after a@x spent its one use, a+1@x and A+2@X are refused, priced or ordered', async () => {
    const promotion = await createPromotion({ percentOff: 10, maxUsesPerBuyer: 1 });
    const local = `tagged-${randomUUID().slice(0, 8)}`;
    const order = (email: string) =>
      postCheckout(app, checkoutBody({ email, lines: oneDesign, promoCode: promotion.code }));
    const first = await order(`${local}@example.com`);
    expect(first.statusCode, first.body).toBe(201);
    expect((await orderByNumber(first.json().orderNumber))?.discountCents).toBe(45000);
    for (const email of [`${local}+1@example.com`, `${local.toUpperCase()}+2@EXAMPLE.COM`]) {
      const priced = await app.server.inject({
        method: 'POST',
        url: '/api/checkout/price',
        headers: { host: PUBLIC_HOST },
        payload: { lines: oneDesign, country: 'GB', email, promoCode: promotion.code },
        remoteAddress: randomClientAddress(),
      });
      expect(priced.statusCode, email).toBe(400);
      expect(priced.json().error.fields.promoCode).toBe(PROMO_CODE_REFUSALS.usedByBuyer);
      const again = await order(email);
      expect(again.statusCode, email).toBe(400);
      expect(again.json().error.fields.promoCode).toBe(PROMO_CODE_REFUSALS.usedByBuyer);
    }
    const [stored] = await app.database.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(stored?.uses).toBe(1);
  });

  it('the order statement counts by mailbox too: of a@x, a+1@x and a+2@x ordering at once, one has the use', async () => {
    const promotion = await createPromotion({ percentOff: 10, maxUsesPerBuyer: 1 });
    const local = `racing-${randomUUID().slice(0, 8)}`;
    const responses = await Promise.all(
      ['', '+1', '+2'].map((tag) =>
        postCheckout(
          app,
          checkoutBody({ email: `${local}${tag}@example.com`, lines: oneDesign, promoCode: promotion.code }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    for (const response of responses.filter((refused) => refused.statusCode === 400)) {
      expect(response.json().error.fields.promoCode).toBe(PROMO_CODE_REFUSALS.usedByBuyer);
    }
    const uses = await app.database.db
      .select({ email: promotionBuyerUses.email, uses: promotionBuyerUses.uses })
      .from(promotionBuyerUses)
      .where(eq(promotionBuyerUses.promotionId, promotion.id));
    expect(uses).toEqual([{ email: `${local}@example.com`, uses: 1 }]);
  });

  it('uses recorded under an address as typed move to its mailbox and still count (migration 0039)', async () => {
    const promotion = await createPromotion({ percentOff: 10, maxUsesPerBuyer: 3 });
    const local = `typed-${randomUUID().slice(0, 8)}`;
    const typed = [
      `${local}@example.com`,
      `${local}+1@example.com`,
      `${local}+shop+2@example.com`,
      `j.doe.${local}+x@googlemail.com`,
      `jdoe${local}@gmail.com`,
      `odd@${local}@example.org`,
    ];
    await app.database.db
      .insert(promotionBuyerUses)
      .values(typed.map((email) => ({ promotionId: promotion.id, email, uses: 1 })));
    const migration = readFileSync(path.join(migrationsFolder, '0039_promotion_buyer_keys.sql'), 'utf8');
    await app.database.db.execute(sql.raw(migration));

    const uses = await app.database.db
      .select({ email: promotionBuyerUses.email, uses: promotionBuyerUses.uses })
      .from(promotionBuyerUses)
      .where(eq(promotionBuyerUses.promotionId, promotion.id));
    // The keys the order statement uses now, each address's uses added to its mailbox's.
    const expected = new Map<string, number>();
    for (const email of typed)
      expected.set(promotionBuyerKey(email), (expected.get(promotionBuyerKey(email)) ?? 0) + 1);
    expect(new Map(uses.map((row) => [row.email, row.uses]))).toEqual(expected);
    expect(expected.get(`${local}@example.com`)).toBe(3);
    const refused = await postCheckout(
      app,
      checkoutBody({ email: `${local}+new@example.com`, lines: oneDesign, promoCode: promotion.code }),
    );
    expect(refused.json().error.fields.promoCode).toBe(PROMO_CODE_REFUSALS.usedByBuyer);
  });

  it('counts uses exactly once: 50 orders at once on a code of 10 uses place exactly 10', async () => {
    const promotion = await createPromotion({ percentOff: 50, maxUses: 10 });
    const before = await orderCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        postCheckout(app, checkoutBody({ lines: oneDesign, promoCode: promotion.code })),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) expect(response.json().error.fields.promoCode).toBe(PROMO_CODE_REFUSALS.usedUp);
    expect(await orderCount()).toBe(before + 10);
    const discounted = await app.database.db.select().from(orders).where(eq(orders.promotionId, promotion.id));
    expect(discounted).toHaveLength(10);
    expect(discounted.every((order) => order.discountCents === 225000)).toBe(true);
    const [stored] = await app.database.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(stored?.uses).toBe(10);
  });
});

describe('POST /api/checkout/price', () => {
  const price = (payload: Record<string, unknown>, remoteAddress = randomClientAddress()) =>
    app.server.inject({
      method: 'POST',
      url: '/api/checkout/price',
      headers: { host: PUBLIC_HOST },
      payload,
      remoteAddress,
    });

  it('prices the cart with the code’s discount before anything is ordered, or refuses the code', async () => {
    const { code } = await createPromotion({ percentOff: 10, maxUses: 1 });
    const before = await orderCount();
    const priced = await price({ lines: oneDesign, country: 'GB', promoCode: code.toLowerCase(), price: 1 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.headers['cache-control']).toBe('private, no-store');
    expect(priced.json().totals).toEqual({
      subtotalCents: 450000,
      discountCents: 45000,
      promoCode: code,
      creditCents: 0,
      creditNote: null,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 405000,
    });
    expect(priced.json().lines[0]).toMatchObject({ designId: 'design-001', lineTotalCents: 450000 });
    // Pricing takes no use: the one use is still there for the order.
    expect((await price({ lines: oneDesign, country: 'GB', promoCode: code })).statusCode).toBe(200);
    expect(await orderCount()).toBe(before);
    expect((await postCheckout(app, checkoutBody({ lines: oneDesign, promoCode: code }))).statusCode).toBe(201);

    const usedUp = await price({ lines: oneDesign, country: 'GB', promoCode: code });
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().error.fields.promoCode).toBe(PROMO_CODE_REFUSALS.usedUp);
    const unknownDesign = await price({ lines: [{ designId: 'no-such', quantity: 1 }], country: 'GB' });
    expect(unknownDesign.statusCode).toBe(422);
    expect((await price({ lines: oneDesign, country: 'XX' })).statusCode).toBe(400);
  });

  it('limits how often one client may ask', async () => {
    const client = randomClientAddress();
    const answers = [];
    for (let index = 0; index < 61; index++)
      answers.push((await price({ lines: oneDesign, country: 'GB' }, client)).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await price({ lines: oneDesign, country: 'GB' })).statusCode).toBe(200);
  });
});

describe('the staff API for promotion codes', () => {
  it('creates, validates, refuses a taken code and audits; a content editor may not', async () => {
    const code = newCode();
    const invalid = await staffInject(app, sales, 'POST', '/api/admin/promotions', { code, maxUses: 3 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.percentOff).toBe('Give either a percent or an amount off.');
    const both = await staffInject(app, sales, 'POST', '/api/admin/promotions', {
      code,
      percentOff: 10,
      amountOffCents: 100,
    });
    expect(both.statusCode).toBe(400);
    expect(await app.database.db.select().from(promotions).where(eq(promotions.code, code))).toHaveLength(0);

    const created = await createPromotion({ code: code.toLowerCase(), percentOff: 15, maxUses: 3, maxUsesPerBuyer: 1 });
    expect(created).toMatchObject({ code, status: 'active', uses: 0, scope: 'all' });
    const taken = await staffInject(app, sales, 'POST', '/api/admin/promotions', { code, percentOff: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.code).toBe(`The code ${code} is already in use.`);

    const edited = await app.server.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${created.id}`,
      headers: sales.headers,
      payload: { code, amountOffCents: 2500, maxUses: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().promotion).toMatchObject({ percentOff: null, amountOffCents: 2500, maxUsesPerBuyer: null });
    const paused = await staffInject(app, sales, 'POST', `/api/admin/promotions/${created.id}/pause`, { paused: true });
    expect(paused.json().promotion.status).toBe('paused');

    const audit = await app.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, created.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['promotion.create', 'promotion.pause', 'promotion.update']);

    expect((await staffInject(app, editor, 'GET', '/api/admin/promotions')).statusCode).toBe(403);
    expect(
      (await staffInject(app, editor, 'POST', '/api/admin/promotions', { code: newCode(), percentOff: 5 })).statusCode,
    ).toBe(403);
    expect((await staffInject(app, sales, 'GET', '/api/admin/promotions/no-such-id')).statusCode).toBe(404);
  });

  it('offers sales staff the categories to scope a code to, and a category code covers its designs', async () => {
    const choices = await staffInject(app, sales, 'GET', '/api/admin/promotions/choices');
    expect(choices.statusCode).toBe(200);
    const { categories } = choices.json() as { categories: { id: string; label: string }[] };
    const [design] = await app.services.catalog.designsByIds(['design-001']);
    expect(categories.map((category) => category.id)).toContain(design?.category);
    const { code } = await createPromotion({ percentOff: 20, scope: 'categories', scopeValues: [design?.category] });
    const response = await postCheckout(app, checkoutBody({ lines: oneDesign, promoCode: code }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await orderByNumber(response.json().orderNumber))?.discountCents).toBe(90000);
    expect((await staffInject(app, editor, 'GET', '/api/admin/promotions/choices')).statusCode).toBe(403);
  });

  it('reports uses, paid orders, revenue and discount, and lists the orders as CSV', async () => {
    const promotion = await createPromotion({ amountOffCents: 50_000 });
    const placed = [];
    for (let index = 0; index < 3; index++) {
      const response = await postCheckout(app, checkoutBody({ lines: oneDesign, promoCode: promotion.code }));
      expect(response.statusCode).toBe(201);
      placed.push(response.json().orderNumber as string);
    }
    for (const number of placed.slice(0, 2)) {
      expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${number}/mark-paid`)).statusCode).toBe(200);
    }
    const { promotion: report } = (
      await staffInject(app, sales, 'GET', `/api/admin/promotions/${promotion.id}`)
    ).json();
    expect(report).toMatchObject({ uses: 3, paidOrders: 2, discountCents: 100_000, revenueCents: 800_000 });
    const list = (await staffInject(app, sales, 'GET', '/api/admin/promotions')).json();
    expect(list.promotions.find((entry: { id: string }) => entry.id === promotion.id)).toEqual(report);

    const csv = await staffInject(app, sales, 'GET', `/api/admin/promotions/${promotion.id}/orders.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('"Discount (USD)"');
    expect(lines).toHaveLength(4);
    for (const number of placed) expect(csv.body).toContain(number);
    expect(csv.body).toContain('"500.00"');

    // The invoice and the analytics count what the order charged, after the discount.
    for (const invoice of await storedInvoices(app, placed.slice(0, 2))) {
      expect(invoice.document).toMatchObject({ subtotalCents: 450_000, discountCents: 50_000, totalCents: 400_000 });
    }
    const today = new Date().toISOString().slice(0, 10);
    const analytics = await staffInject(
      app,
      admin,
      'GET',
      `/api/admin/analytics?from=${today}&to=${today}&interval=day`,
    );
    expect(analytics.statusCode, analytics.body).toBe(200);
    expect(analytics.json().totals).toMatchObject({ revenueCents: 800_000, orders: 2 });
  });
});
