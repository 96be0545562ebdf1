import { describe, expect, it } from 'vitest';
import { loader } from './order';

type Access = { token: string } | { accountEmail: string };

/** The order route over stand-in services: an order whose token is 'right' and address ada@. */
const context = {
  services: {
    env: { NODE_ENV: 'test' },
    accounts: { session: async (token: string) => (token === 'ada-session' ? { email: 'ada@example.com' } : null) },
    orders: {
      buyerOrder: async (number: string, access: Access) =>
        number === 'AP-TEST-0001' && ('token' in access ? access.token === 'right' : true)
          ? { number, upgrades: [] }
          : null,
    },
  },
  requestContext: { clientIp: '198.51.100.28', publicOrigin: 'https://plans.example' },
};

async function load(url: string, cookie = '') {
  const request = new Request(url, { headers: { cookie } });
  const args = { request, context, params: { number: 'AP-TEST-0001' } } as unknown as Parameters<typeof loader>[0];
  return (await loader(args)) as unknown as { data: { token: string | null }; init: ResponseInit };
}

describe('the order page loader', () => {
  it('passes on the token the page was opened with (its upgrades link to their reviews with it), privately', async () => {
    const { data, init } = await load('https://plans.example/order/AP-TEST-0001?token=right');
    expect(data.token).toBe('right');
    expect(new Headers(init.headers).get('Cache-Control')).toBe('private, no-store');
  });

  it('passes no token to the signed-in account, and is 404 to anyone else', async () => {
    const signedIn = await load('https://plans.example/order/AP-TEST-0001', 'buyer_session=ada-session');
    expect(signedIn.data.token).toBeNull();
    await expect(load('https://plans.example/order/AP-TEST-0001')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load('https://plans.example/order/AP-TEST-0001?token=wrong')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
