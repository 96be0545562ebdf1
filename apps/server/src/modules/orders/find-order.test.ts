// @postgres: order search in SQL.
import { FIND_ORDER_ANSWER } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();

const find = (payload: Record<string, unknown>, remoteAddress = '10.20.30.40') =>
  app.server.inject({
    method: 'POST',
    url: '/api/orders/find',
    headers: { host: PUBLIC_HOST },
    payload,
    remoteAddress,
  });

describe('find my order', () => {
  it('answers the same for a matching and a non-matching pair; only the match gets a mail', async () => {
    const { orderNumber } = await placeTestOrder(app, { email: 'finder@example.com' });
    await placeTestOrder(app, { email: 'other@example.com' });
    const before = await outboxMail(app);

    const match = await find({ email: ' Finder@Example.com ', orderNumber: orderNumber.toLowerCase() });
    const wrongEmail = await find({ email: 'other@example.com', orderNumber });
    const unknown = await find({ email: 'finder@example.com', orderNumber: 'AP-NONE-0000' });
    for (const response of [match, wrongEmail, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: FIND_ORDER_ANSWER });
    }
    const sent = (await outboxMail(app)).slice(before.length);
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([['order_confirmation', 'finder@example.com']]);
    expect(sent[0]?.message?.text).toContain(`/order/${orderNumber}?token=`);
  });

  it('checks the fields and limits each client to 5 look-ups in 15 minutes', async () => {
    const bad = await find({ email: 'not-an-address', orderNumber: '' }, '10.50.50.50');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Please enter a valid email address.',
      orderNumber: 'Please enter your order number.',
    });
    const payload = { email: 'someone@example.com', orderNumber: 'AP-AAAA-BBBB' };
    for (let attempt = 0; attempt < 5; attempt++) expect((await find(payload, '10.60.60.60')).statusCode).toBe(200);
    const limited = await find(payload, '10.60.60.60');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(limited.json().error.message).toMatch(
      /^You have looked up orders several times in a short time\. Please try again in \d+ minutes?\.$/,
    );
    // Another client is not affected.
    expect((await find(payload, '10.60.60.61')).statusCode).toBe(200);
  });
});
