import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { storedInvoices } from '../../test/invoices.ts';
import { checkoutBody, postCheckout, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { createTestApp, PUBLIC_HOST, serviceContext, type TestApp } from '../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let app: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

function webhook(payload: string, signature: string | undefined) {
  return app.server.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      host: PUBLIC_HOST,
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

function completedEvent(sessionId: string) {
  const session = stripe.pay(sessionId);
  return JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
}

const orderStatus = async (number: string) =>
  (await app.database.db.select({ status: orders.status }).from(orders).where(eq(orders.number, number)))[0]?.status;

describe('Stripe Checkout', () => {
  it('sends the buyer to a Checkout Session priced from the database', async () => {
    const body = checkoutBody();
    const response = await postCheckout(app, body);
    expect(response.statusCode).toBe(201);
    const { orderNumber, paymentUrl, confirmationUrl } = response.json();
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const session = [...stripe.sessions.values()].find((entry) => entry.metadata.orderNumber === orderNumber);
    expect(session?.amount_total).toBe(1010000);
    expect(session?.success_url).toBe(`${app.env.publicOrigin}${confirmationUrl}&session_id={CHECKOUT_SESSION_ID}`);
    const [order] = await app.database.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect(order).toMatchObject({
      paymentProvider: 'stripe',
      status: 'awaiting_payment',
      paymentReference: session?.id,
    });
    // A repeated submission resumes the same session instead of opening a second one.
    const before = stripe.sessions.size;
    const repeat = await postCheckout(app, body);
    expect(repeat.json()).toEqual(response.json());
    expect(stripe.sessions.size).toBe(before);
  });

  it('charges the plan options and takes a promotion code off with a one-off coupon', async () => {
    const staff = await createStaffSession(app, 'sales');
    const code = `STRIPE-${Date.now().toString(36).toUpperCase()}`;
    const created = await staffInject(app, staff, 'POST', '/api/admin/promotions', { code, amountOffCents: 30_000 });
    expect(created.statusCode).toBe(201);
    const response = await postCheckout(
      app,
      checkoutBody({
        lines: [{ designId: 'design-001', quantity: 1, options: ['basement', 'reverse'] }],
        promoCode: code,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { orderNumber } = response.json();
    const [order] = await app.database.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect(order?.discountCents).toBe(30_000);
    const session = [...stripe.sessions.values()].find((entry) => entry.metadata.orderNumber === orderNumber);
    // What Stripe charges is the order's total to the cent: the options counted, the discount taken off.
    expect(session?.amount_total).toBe(order?.totalCents);
    expect(order?.subtotalCents).toBeGreaterThan(450_000);
  });

  it('rejects webhooks without a valid signature and leaves the order unpaid', async () => {
    const { orderNumber } = (await postCheckout(app, checkoutBody())).json();
    const session = [...stripe.sessions.values()].find((entry) => entry.metadata.orderNumber === orderNumber);
    const payload = completedEvent(session?.id ?? '');
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    for (const signature of [undefined, 'nonsense', forged]) {
      const response = await webhook(payload, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_signature');
    }
    // A body altered after signing fails too: the signature covers the raw bytes.
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload.replace('"paid"', '"paid" '), signature)).statusCode).toBe(400);
    expect(await orderStatus(orderNumber)).toBe('awaiting_payment');
  });

  it('a signed completed-session webhook marks the order paid, once', async () => {
    const { orderNumber } = (await postCheckout(app, checkoutBody())).json();
    const session = [...stripe.sessions.values()].find((entry) => entry.metadata.orderNumber === orderNumber);
    const payload = completedEvent(session?.id ?? '');
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await webhook(payload, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await orderStatus(orderNumber)).toBe('paid');
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const receipts = (await outboxMail(app)).filter(
      (mail) => mail.kind === 'payment_received' && mail.message?.subject.includes(orderNumber),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.message?.text).toContain(`${app.env.publicOrigin}/download/`);
    // One invoice, however often the provider says so (decision 045).
    expect((await storedInvoices(app, [orderNumber])).map((invoice) => invoice.kind)).toEqual(['invoice']);
  });

  it('a webhook whose amount differs from the order does not mark it paid', async () => {
    const { orderNumber } = (await postCheckout(app, checkoutBody())).json();
    const session = [...stripe.sessions.values()].find((entry) => entry.metadata.orderNumber === orderNumber);
    const event = JSON.parse(completedEvent(session?.id ?? ''));
    event.data.object.amount_total = 100;
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await orderStatus(orderNumber)).toBe('awaiting_payment');
  });

  it('returning from Stripe with a paid session confirms the payment on the order page', async () => {
    const { orderNumber, confirmationUrl } = (await postCheckout(app, checkoutBody())).json();
    const session = [...stripe.sessions.values()].find((entry) => entry.metadata.orderNumber === orderNumber);
    stripe.pay(session?.id ?? '');
    const order = await app.services.orders.buyerOrder(
      orderNumber,
      { token: new URL(confirmationUrl, 'http://x').searchParams.get('token') ?? '' },
      serviceContext(app),
      session?.id,
    );
    expect(order?.status).toBe('paid');
    expect(order?.downloads).toHaveLength(2);
  });

  it('an unpaid card order page offers to resume the same payment page', async () => {
    const { orderNumber, confirmationUrl, paymentUrl } = (await postCheckout(app, checkoutBody())).json();
    const before = stripe.sessions.size;
    const view = await app.server.inject({
      url: confirmationUrl.replace('/order/', '/api/orders/'),
      headers: { host: PUBLIC_HOST },
    });
    expect(view.json().order).toMatchObject({
      number: orderNumber,
      status: 'awaiting_payment',
      paymentUrl,
      paymentInstructions: null,
    });
    expect(stripe.sessions.size).toBe(before);
  });

  it('keeps the order and answers 502 when Stripe fails; a retry with the same key recovers', async () => {
    const body = checkoutBody();
    // Two failures: the client retries once by itself.
    stripe.failNextRequests(2);
    const failed = await postCheckout(app, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('payment_unavailable');
    const retried = await postCheckout(app, body);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
  });
});
