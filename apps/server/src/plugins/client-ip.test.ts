import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Production, as behind a load balancer, with the default TRUST_PROXY (none) and with one trusted hop.
let direct: TestApp;
let behindProxy: TestApp;
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };
beforeAll(async () => {
  direct = await createTestApp(production);
  behindProxy = await createTestApp({ ...production, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await direct.close();
  await behindProxy.close();
});

const forwardedFor = (index: number) => `203.0.113.${index % 250}, 198.51.100.${index % 250}`;

function chat(app: TestApp, index: number, remoteAddress = '192.0.2.10') {
  return app.server.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: { host: 'shop.example.com', 'x-forwarded-for': forwardedFor(index) },
    payload: { visitorId: `visitor-${String(index).padStart(12, '0')}`, content: 'Hello there' },
    remoteAddress,
  });
}

describe('client address', () => {
  it('a rotating X-Forwarded-For does not lift the sign-in limit', async () => {
    await direct.services.auth.createUser({
      email: 'owner@studio.test',
      password: 'a-long-secret-pass',
      name: 'Owner',
      role: 'super_admin',
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await direct.server.inject({
        method: 'POST',
        url: '/api/admin/auth/sign-in',
        headers: {
          host: 'admin.shop.example.com',
          origin: 'https://admin.shop.example.com',
          'x-forwarded-for': forwardedFor(attempt),
        },
        payload: { email: 'owner@studio.test', password: 'wrong-password' },
        remoteAddress: '192.0.2.10',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('a rotating X-Forwarded-For does not lift the chat limit', async () => {
    const statuses: number[] = [];
    for (let message = 0; message < 22; message++) statuses.push((await chat(direct, message)).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('with TRUST_PROXY=1 the address the trusted proxy saw is the client', async () => {
    // The proxy appends the address it saw; anything before it is the client's own claim.
    for (let message = 0; message < 20; message++) {
      expect((await chat(behindProxy, message, '10.0.0.2')).statusCode).toBe(201);
    }
    const sameClient = await behindProxy.server.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { host: 'shop.example.com', 'x-forwarded-for': '203.0.113.1, 198.51.100.99' },
      payload: { visitorId: 'visitor-000000000099', content: 'Hello' },
      remoteAddress: '10.0.0.2',
    });
    expect(sameClient.statusCode).toBe(201);
  });
});
