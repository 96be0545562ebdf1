// @postgres: concurrent requests.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orderLines, orders, settings } from '../../db/schema/index.ts';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();

const orderCount = async () => (await app.database.db.select({ id: orders.id }).from(orders)).length;

describe('POST /api/checkout', () => {
  it('prices the order from the database and ignores prices in the body', async () => {
    const response = await postCheckout(
      app,
      checkoutBody({
        lines: [
          { designId: 'design-001', quantity: 1, price: 1, unitPriceCents: 1 },
          { designId: 'design-002', quantity: 2, price: 1 },
        ],
        subtotal: 2,
        total: 2,
        totalCents: 2,
      }),
    );
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.orderNumber).toMatch(/^AP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(result.confirmationUrl).toMatch(new RegExp(`^/order/${result.orderNumber}\\?token=[\\w-]{40,}$`));
    const [order] = await app.database.db.select().from(orders).where(eq(orders.number, result.orderNumber));
    // design-001 is $4,500 and design-002 $2,800 in the sample catalogue.
    expect(order).toMatchObject({
      subtotalCents: 450000 + 2 * 280000,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 1010000,
      status: 'awaiting_payment',
      paymentProvider: 'manual',
    });
    const lines = await app.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(
      lines.map((line) => [line.designId, line.unitPriceCents, line.quantity, line.lineTotalCents]).sort(),
    ).toEqual([
      ['design-001', 450000, 1, 450000],
      ['design-002', 280000, 2, 560000],
    ]);
    expect(order?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.confirmationUrl).not.toContain(order?.accessTokenHash);
  });

  it('refuses unknown designs without creating anything', async () => {
    const before = await orderCount();
    const response = await postCheckout(
      app,
      checkoutBody({
        lines: [
          { designId: 'design-001', quantity: 1 },
          { designId: 'design-999', quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'unknown_design',
      fields: { 'lines.1.designId': 'Design design-999 is not available.' },
    });
    expect(await orderCount()).toBe(before);
  });

  it.each([
    [0, 'Quantity must be at least 1.'],
    [-3, 'Quantity must be at least 1.'],
    [100, 'Quantity must be at most 99.'],
    [1e9, 'Quantity must be at most 99.'],
    [1.5, 'Quantity must be a whole number.'],
    ['2', 'Quantity must be a whole number.'],
  ])('refuses quantity %s', async (quantity, message) => {
    const response = await postCheckout(app, checkoutBody({ lines: [{ designId: 'design-001', quantity }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'lines.0.quantity': message });
  });

  it('refuses an empty cart, duplicate lines and a missing licence acceptance with field messages', async () => {
    const empty = await postCheckout(app, checkoutBody({ lines: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.lines).toBe('Your cart is empty.');
    const duplicate = await postCheckout(
      app,
      checkoutBody({
        lines: [
          { designId: 'design-001', quantity: 1 },
          { designId: 'design-001', quantity: 1 },
        ],
      }),
    );
    expect(duplicate.json().error.fields.lines).toBe('Each design may appear only once.');
    const fields = await postCheckout(
      app,
      checkoutBody({ acceptLicence: false, email: 'nope', fullName: ' ', country: 'XX' }),
    );
    expect(fields.json().error.fields).toMatchObject({
      acceptLicence: 'Please accept the plan licence terms.',
      email: 'Please enter a valid email address.',
      fullName: 'Full name is required.',
      country: 'Please choose a country.',
    });
  });

  it('answers a repeated submission with the same order', async () => {
    const body = checkoutBody();
    const first = await postCheckout(app, body);
    const before = await orderCount();
    const second = await postCheckout(app, body);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before);
    const reused = await postCheckout(app, { ...body, lines: [{ designId: 'design-003', quantity: 1 }] });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_conflict');
  });

  it('creates one order for concurrent submissions of the same key', async () => {
    const body = checkoutBody({ email: 'concurrent@example.com' });
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 8 }, () => postCheckout(app, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.json().orderNumber)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('reuses the customer record of a known email', async () => {
    await postCheckout(app, checkoutBody({ email: 'Repeat@Example.com' }));
    await postCheckout(app, checkoutBody({ email: 'repeat@example.com', fullName: 'Someone Else' }));
    const rows = await app.database.db.select().from(customers).where(eq(customers.email, 'repeat@example.com'));
    expect(rows).toHaveLength(1);
    const theirOrders = await app.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, rows[0]?.id ?? ''));
    expect(theirOrders).toHaveLength(2);
  });

  it('adds tax at the configured rate as its own amount', async () => {
    await app.database.db.update(settings).set({ value: 825 }).where(eq(settings.key, 'tax_rate_bp'));
    try {
      const response = await postCheckout(app, checkoutBody({ lines: [{ designId: 'design-002', quantity: 1 }] }));
      const [order] = await app.database.db.select().from(orders).where(eq(orders.number, response.json().orderNumber));
      expect(order).toMatchObject({
        subtotalCents: 280000,
        taxRateBasisPoints: 825,
        taxCents: 23100,
        totalCents: 303100,
      });
      const page = await app.server.inject({
        url: response.json().confirmationUrl.replace('/order/', '/api/orders/'),
        headers: { host: PUBLIC_HOST },
      });
      expect(page.json().order.totals).toEqual({
        subtotalCents: 280000,
        discountCents: 0,
        promoCode: null,
        creditCents: 0,
        creditNote: null,
        taxRateBasisPoints: 825,
        taxCents: 23100,
        totalCents: 303100,
      });
    } finally {
      await app.database.db.update(settings).set({ value: 0 }).where(eq(settings.key, 'tax_rate_bp'));
    }
  });

  it('emails the order confirmation with payment instructions and the link to the order', async () => {
    const response = await postCheckout(app, checkoutBody({ email: 'outbox@example.com' }));
    const { orderNumber: number, confirmationUrl } = response.json();
    const mail = await outboxMail(app, 'outbox@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'order_confirmation', status: 'stored', subject: `Your order ${number}` });
    const text = mail[0]?.message?.text;
    expect(text).toContain('$10,100.00');
    // The account as "Label: value" lines, then the region's paragraphs.
    expect(text).toContain(
      [
        'How to pay:',
        '  Account holder: Atelier Plans Studio LLC',
        '  Bank: First Harbor Bank',
        '  Routing number: 021000021',
        '  Account number: 4820193755',
        `  Payment reference: ${number}`,
        `  Use your order number ${number} as the payment reference so we can match your payment.`,
      ].join('\n'),
    );
    expect(text).toContain(`${app.env.publicOrigin}${confirmationUrl}`);
    // The copy kept for staff to read has the link, a bearer secret, redacted.
    expect(mail[0]?.text).toContain('$10,100.00');
    expect(mail[0]?.text).not.toContain('token=');
  });

  it('a replayed submission sends no second confirmation', async () => {
    const body = checkoutBody({ email: 'replay-mail@example.com' });
    expect((await postCheckout(app, body)).statusCode).toBe(201);
    expect((await postCheckout(app, body)).statusCode).toBe(201);
    expect(await outboxMail(app, 'replay-mail@example.com')).toHaveLength(1);
  });
});

describe('GET /api/orders/:number', () => {
  it('shows the order only with its token', async () => {
    const { orderNumber, confirmationUrl } = (await postCheckout(app, checkoutBody())).json();
    const token = new URL(confirmationUrl, 'http://x').searchParams.get('token');
    const ok = await app.server.inject({
      url: `/api/orders/${orderNumber}?token=${token}`,
      headers: { host: PUBLIC_HOST },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({ number: orderNumber, status: 'awaiting_payment', downloads: [] });
    expect(ok.json().order.paymentInstructions.details).toContainEqual({
      label: 'Payment reference',
      value: orderNumber,
    });
    expect(ok.json().order.paymentInstructions.paragraphs.join(' ')).toContain(orderNumber);
    for (const bad of ['', 'wrong', `${token}x`]) {
      const refused = await app.server.inject({
        url: `/api/orders/${orderNumber}?token=${bad}`,
        headers: { host: PUBLIC_HOST },
      });
      expect(refused.statusCode).toBe(404);
    }
  });
});
