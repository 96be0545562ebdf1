// @postgres: payment limits counted in the database.
import { randomUUID } from 'node:crypto';
import type { StaffQuote } from '@atelier/domain/quotes';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { checkoutBody, postUpgrade, randomClientAddress, staffInject } from '../../test/orders.ts';
import { acceptBody, buyerPost, buyerQuote, sentQuote, uploadDrawing } from '../../test/quotes.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { CHECKOUT_LIMITS, UPGRADE_LIMIT } from '../orders/checkout-limits.ts';
import { QUOTE_PAYMENT_LIMIT } from './quote-orders.ts';

// Quote deposits and balances and licence upgrades pay for work already agreed (decision 061): they
// count against their quote or order line, never against the guest-order limits.

const app = useTestApp();
let sales: StaffSession;

beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const orderCount = async () => (await app.database.db.select({ id: orders.id }).from(orders)).length;
const post = (payload: Record<string, unknown>, remoteAddress = randomClientAddress()) =>
  app.server.inject({ method: 'POST', url: '/api/checkout', headers: { host: PUBLIC_HOST }, payload, remoteAddress });

describe('payments on work already agreed', () => {
  const staffPost = async (url: string) => {
    const response = await staffInject(app, sales, 'POST', url);
    expect(response.statusCode, response.body).toBe(200);
  };
  const markPaid = (number: string) => staffPost(`/api/admin/orders/${number}/mark-paid`);
  const cancel = (number: string) => staffPost(`/api/admin/orders/${number}/cancel`);
  const placed = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { orderNumber: string; confirmationUrl: string };
  };

  /** A paid order of design-006's PDF licence for `email`, placed as a guest from `client`: it offers upgrades. */
  async function paidOrder(email: string, client: string) {
    const order = placed(await post(checkoutBody({ email, lines: [{ designId: 'design-006', quantity: 1 }] }), client));
    await markPaid(order.orderNumber);
    return order;
  }

  /** The buyer accepts a sent quote and pays its deposit, approves the drawings, then pays the balance. */
  async function payQuote(quote: StaffQuote, path: string) {
    const deposit = placed(await buyerPost(app, path, 'accept', acceptBody()));
    await markPaid(deposit.orderNumber);
    expect((await uploadDrawing(app, sales, quote.number, 'preliminary')).statusCode).toBe(200);
    const [drawing] = (await buyerQuote(app, path)).drawings;
    expect((await buyerPost(app, path, `drawings/${drawing?.id}/decision`, { decision: 'approved' })).statusCode).toBe(
      204,
    );
    expect((await uploadDrawing(app, sales, quote.number, 'final')).statusCode).toBe(200);
    const balance = placed(await buyerPost(app, path, 'balance', { idempotencyKey: randomUUID() }));
    await markPaid(balance.orderNumber);
    expect((await buyerQuote(app, path)).status).toBe('delivered');
  }

  it('are open to a buyer who has used up the guest-order limit: a quote deposit and balance, a licence upgrade', async () => {
    const email = `agreed-${randomUUID().slice(0, 8)}@example.com`;
    const client = '10.78.0.1';
    const original = await paidOrder(email, client);
    const { quote, path } = await sentQuote(app, sales, email);
    // Orders until refused: the buyer's recipient limit is used up.
    let guestOrders = 1;
    while ((await post(checkoutBody({ email }), client)).statusCode === 201) guestOrders++;
    expect(guestOrders).toBe(CHECKOUT_LIMITS.perRecipient.limit);
    expect((await post(checkoutBody({ email }), client)).statusCode).toBe(429);

    await payQuote(quote, path);
    placed(await postUpgrade(app, original.confirmationUrl, { designId: 'design-006', licence: 'cad' }));
    // Still refused as a guest order: the limit is as the buyer left it.
    expect((await post(checkoutBody({ email }), client)).statusCode).toBe(429);
  });

  it('take nothing of the guest-order limits: the buyer checks out as often as before', async () => {
    const email = `agreed-${randomUUID().slice(0, 8)}@example.com`;
    const client = '10.78.0.2';
    const original = await paidOrder(email, client);
    const { quote, path } = await sentQuote(app, sales, email);
    await payQuote(quote, path);
    placed(await postUpgrade(app, original.confirmationUrl, { designId: 'design-006', licence: 'unlimited' }));

    for (let order = 1; order < CHECKOUT_LIMITS.perRecipient.limit; order++) {
      expect((await post(checkoutBody({ email }), client)).statusCode).toBe(201);
    }
    expect((await post(checkoutBody({ email }), client)).statusCode).toBe(429);
  });

  it('are limited per order line and per quote, with a 429 that says so', async () => {
    const email = `agreed-${randomUUID().slice(0, 8)}@example.com`;
    const original = await paidOrder(email, randomClientAddress());
    // Each upgrade staff cancel lets the line offer another; the next past the line's limit is refused.
    for (let upgrade = 0; upgrade < UPGRADE_LIMIT.limit; upgrade++) {
      await cancel(
        placed(await postUpgrade(app, original.confirmationUrl, { designId: 'design-006', licence: 'cad' }))
          .orderNumber,
      );
    }
    const before = await orderCount();
    const upgrade = await postUpgrade(app, original.confirmationUrl, { designId: 'design-006', licence: 'cad' });
    expect(upgrade.statusCode).toBe(429);
    expect(Number(upgrade.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    expect(upgrade.json().error).toMatchObject({ code: 'rate_limited' });
    expect(upgrade.json().error.message).toMatch(
      /^Upgrades of this licence were ordered several times in a short time\. Please wait \d+ minutes? /,
    );

    const { path } = await sentQuote(app, sales, email);
    for (let deposit = 0; deposit < QUOTE_PAYMENT_LIMIT.limit; deposit++) {
      await cancel(placed(await buyerPost(app, path, 'accept', acceptBody())).orderNumber);
    }
    const accept = await buyerPost(app, path, 'accept', acceptBody());
    expect(accept.statusCode).toBe(429);
    expect(accept.json().error.message).toMatch(
      /^Payments for this quote were started several times in a short time\. Please wait \d+ minutes? /,
    );
    expect(await orderCount()).toBe(before + QUOTE_PAYMENT_LIMIT.limit);
    // Accepted without its order: the buyer may try again later.
    expect((await buyerQuote(app, path)).can.accept).toBe(true);
    // Neither limit is the buyer's address's: a guest order still goes through.
    expect((await post(checkoutBody({ email }))).statusCode).toBe(201);
  });
});
