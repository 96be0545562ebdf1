import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { buyerOrderView } from '../../test/orders.ts';
import { acceptBody, buyerPost, buyerQuote, sentQuote, uploadDrawing } from '../../test/quotes.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { createTestApp, PUBLIC_HOST, serviceContext, type TestApp } from '../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');
let app: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let sales: StaffSession;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  sales = await createStaffSession(app, 'sales');
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const sessionOf = (orderNumber: string) =>
  [...stripe.sessions.values()].find((entry) => entry.metadata.orderNumber === orderNumber);

describe('modification quotes paid by card', () => {
  it('take the deposit through a signed webhook and the balance on the buyer’s return, each at the order’s total', async () => {
    const { quote, path } = await sentQuote(app, sales, `card-${randomUUID().slice(0, 8)}@example.com`);
    const accepted = await buyerPost(
      app,
      path,
      'accept',
      acceptBody({ country: 'DE', address: 'Unter den Linden 1, Berlin' }),
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    const deposit = accepted.json<{ orderNumber: string; confirmationUrl: string; paymentUrl?: string }>();
    expect(deposit.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const depositView = await buyerOrderView(app, deposit.confirmationUrl);
    // Tax at the billing country's rate on top of the deposit; Stripe charges the order's total.
    expect(depositView.totals.subtotalCents).toBe(48_000);
    expect(depositView.totals.totalCents).toBe(48_000 + depositView.totals.taxCents);
    const depositSession = sessionOf(deposit.orderNumber);
    expect(depositSession?.amount_total).toBe(depositView.totals.totalCents);

    const paid = stripe.pay(depositSession?.id ?? '');
    if (!paid) throw new Error('no Stripe session for the deposit');
    const payload = JSON.stringify({
      id: `evt_${paid.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: paid },
    });
    const webhook = await app.server.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        host: PUBLIC_HOST,
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(webhook.statusCode).toBe(200);
    expect((await buyerQuote(app, path)).status).toBe('deposit_paid');

    expect((await uploadDrawing(app, sales, quote.number, 'preliminary')).statusCode).toBe(200);
    const drawing = (await buyerQuote(app, path)).drawings[0];
    await buyerPost(app, path, `drawings/${drawing?.id}/decision`, { decision: 'approved' });
    expect((await uploadDrawing(app, sales, quote.number, 'final')).statusCode).toBe(200);

    const balance = await buyerPost(app, path, 'balance', { idempotencyKey: randomUUID() });
    expect(balance.statusCode, balance.body).toBe(201);
    const balanceOrder = balance.json<{ orderNumber: string; confirmationUrl: string; paymentUrl?: string }>();
    expect(balanceOrder.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
    const balanceSession = sessionOf(balanceOrder.orderNumber);
    const balanceView = await buyerOrderView(app, balanceOrder.confirmationUrl);
    // The billing details are the deposit's: the same tax rate.
    expect(balanceView.totals.taxRateBasisPoints).toBe(depositView.totals.taxRateBasisPoints);
    expect(balanceSession?.amount_total).toBe(balanceView.totals.totalCents);
    stripe.pay(balanceSession?.id ?? '');
    const returned = await app.services.orders.buyerOrder(
      balanceOrder.orderNumber,
      { token: new URL(balanceOrder.confirmationUrl, 'http://x').searchParams.get('token') ?? '' },
      serviceContext(app),
      balanceSession?.id,
    );
    expect(returned?.status).toBe('paid');
    expect(returned?.downloads.map((link) => link.label)).toEqual(['Modified plans (PDF)']);
    expect((await buyerQuote(app, path)).status).toBe('delivered');
  });
});
