// @postgres: limits counted in the database.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, emailOutbox, notifications, orders, rateLimitBuckets } from '../../db/schema/index.ts';
import { checkoutBody, randomClientAddress } from '../../test/orders.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { CHECKOUT_LIMITS } from './checkout-limits.ts';

const app = useTestApp();

const orderCount = async () => (await app.database.db.select({ id: orders.id }).from(orders)).length;

/** What a new order to `email` writes: a refused order or a replay must leave all of it as it was. */
async function storedFor(email: string) {
  const { db } = app.database;
  const [customer] = await db
    .select({ orders: customers.orderCount })
    .from(customers)
    .where(eq(customers.email, email));
  const [bucket] = await db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, `${CHECKOUT_LIMITS.perRecipient.name}:${email}`));
  return {
    orders: await orderCount(),
    customerOrders: customer?.orders,
    recipientCount: bucket?.count,
    mails: (await db.select({ id: emailOutbox.id }).from(emailOutbox)).length,
    notifications: (await db.select({ id: notifications.id }).from(notifications)).length,
  };
}
const post = (payload: Record<string, unknown>, remoteAddress = randomClientAddress()) =>
  app.server.inject({ method: 'POST', url: '/api/checkout', headers: { host: PUBLIC_HOST }, payload, remoteAddress });

describe('checkout limits', () => {
  it('limits new orders per recipient address, whoever sends them; replays still answer', async () => {
    const email = 'target@example.com';
    const first = checkoutBody({ email });
    expect((await post(first)).statusCode).toBe(201);
    for (let order = 1; order < CHECKOUT_LIMITS.perRecipient.limit; order++) {
      expect((await post(checkoutBody({ email: order % 2 ? email : 'TARGET@example.com' }))).statusCode).toBe(201);
    }
    const before = await storedFor(email);
    expect(before).toMatchObject({
      customerOrders: CHECKOUT_LIMITS.perRecipient.limit,
      recipientCount: CHECKOUT_LIMITS.perRecipient.limit,
    });
    const refused = await post(checkoutBody({ email }));
    expect(refused.statusCode).toBe(429);
    // The recipient's window started with the first order, moments ago: it ends in about an hour.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().error.message).toMatch(
      /^You have placed several orders in a short time\. Please wait \d+ minutes? /,
    );
    expect(await storedFor(email)).toEqual(before);
    // The first submission again (a lost answer, a double click) is a replay, not a new order.
    expect((await post(first)).statusCode).toBe(201);
    expect(await storedFor(email)).toEqual(before);
  });

  it('counts sub-addresses and case variants of one mailbox against one recipient limit', async () => {
    const variants = ['rcpt@example.com', 'rcpt+1@example.com', 'RCPT+2@example.com'];
    for (let order = 0; order < CHECKOUT_LIMITS.perRecipient.limit; order++) {
      const email = variants[order % variants.length];
      expect((await post(checkoutBody({ email }))).statusCode).toBe(201);
    }
    for (const email of [...variants, 'rcpt+other@Example.COM']) {
      expect((await post(checkoutBody({ email }))).statusCode).toBe(429);
    }
    expect((await post(checkoutBody({ email: 'rcpt2@example.com' }))).statusCode).toBe(201);
  });

  it('treats Gmail addresses with dots or at googlemail.com as one mailbox', async () => {
    const variants = ['j.doe@gmail.com', 'jdoe+shop@googlemail.com', 'J.D.O.E@Gmail.com'];
    for (let order = 0; order < CHECKOUT_LIMITS.perRecipient.limit; order++) {
      const email = variants[order % variants.length];
      expect((await post(checkoutBody({ email }))).statusCode).toBe(201);
    }
    expect((await post(checkoutBody({ email: 'jdoe@gmail.com' }))).statusCode).toBe(429);
    // Elsewhere a dot is part of the name: another mailbox.
    expect((await post(checkoutBody({ email: 'j.doe@example.com' }))).statusCode).toBe(201);
  });

  it('limits new orders per client, and a refused body does not count', async () => {
    const client = '10.77.0.1';
    for (let bad = 0; bad < 5; bad++)
      expect((await post(checkoutBody({ email: 'not-an-email' }), client)).statusCode).toBe(400);
    for (let order = 0; order < CHECKOUT_LIMITS.perClient.limit; order++) {
      expect((await post(checkoutBody(), client)).statusCode).toBe(201);
    }
    expect((await post(checkoutBody(), client)).statusCode).toBe(429);
    expect((await post(checkoutBody(), '10.77.0.2')).statusCode).toBe(201);
  });
});
