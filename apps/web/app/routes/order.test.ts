import { DomainError } from '@atelier/domain/domain-error';
import type { LicenceUpgradeRequest } from '@atelier/domain/licence-upgrades';
import { describe, expect, it } from 'vitest';
import type { UpgradeFailure } from '../features/checkout/licence-upgrades';
import { action, loader } from './order';

type Access = { token: string } | { accountEmail: string };

const key = '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11-0';
const upgradeFields = { designId: 'design-001', licence: 'cad', idempotencyKey: key, token: 'right' };
const placed = { orderNumber: 'AP-NEW0-0001', confirmationUrl: '/order/AP-NEW0-0001?token=new' };

/**
 * The order route over stand-in services: an order whose token is 'right' and address ada@, and an order
 * service that upgrades with `upgrade` (or refuses), recording each call.
 */
function servicesWith(upgrade: () => unknown = () => placed) {
  const calls: { number: string; access: Access; body: LicenceUpgradeRequest; clientIp: string }[] = [];
  const logged: unknown[] = [];
  const context = {
    services: {
      env: { NODE_ENV: 'test' },
      accounts: { session: async (token: string) => (token === 'ada-session' ? { email: 'ada@example.com' } : null) },
      orders: {
        buyerOrder: async (number: string, access: Access) =>
          number === 'AP-TEST-0001' && ('token' in access ? access.token === 'right' : true)
            ? { number, upgrades: [] }
            : null,
        upgradeLicence: async (
          number: string,
          access: Access,
          body: LicenceUpgradeRequest,
          ctx: { clientIp: string },
        ) => {
          calls.push({ number, access, body, clientIp: ctx.clientIp });
          return upgrade();
        },
      },
    },
    requestContext: {
      clientIp: '198.51.100.28',
      publicOrigin: 'https://plans.example',
      log: { error: (entry: unknown) => logged.push(entry) },
    },
  };
  return { context, calls, logged };
}

async function post(
  fields: Record<string, string>,
  {
    upgrade,
    cookie = '',
    url = 'https://plans.example/order/AP-TEST-0001',
  }: { upgrade?: () => unknown; cookie?: string; url?: string } = {},
) {
  const { context, calls, logged } = servicesWith(upgrade);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(url, { method: 'POST', body, headers: { cookie } });
  const args = { request, context, params: { number: 'AP-TEST-0001' } } as unknown as Parameters<typeof action>[0];
  const result = (await action(args)) as Response & {
    data?: { upgradeFailure: UpgradeFailure };
    init?: ResponseInit | null;
  };
  return {
    status: result.init?.status ?? result.status,
    location: result instanceof Response ? result.headers.get('location') : null,
    failure: result.data?.upgradeFailure,
    calls,
    logged,
  };
}

describe('the order page loader', () => {
  it('makes an idempotency key per page shown and passes on the token the page was opened with', async () => {
    const load = async () => {
      const { context } = servicesWith();
      const request = new Request('https://plans.example/order/AP-TEST-0001?token=right');
      const args = { request, context, params: { number: 'AP-TEST-0001' } } as unknown as Parameters<typeof loader>[0];
      return ((await loader(args)) as unknown as { data: { idempotencyKey: string; token: string | null } }).data;
    };
    const [first, second] = [await load(), await load()];
    expect(first.token).toBe('right');
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });
});

describe('a licence upgrade asked for on the order page', () => {
  it("orders it with the form's token and sends the buyer to the new order's page", async () => {
    const { status, location, calls } = await post(upgradeFields);
    expect(status).toBe(303);
    expect(location).toBe('/order/AP-NEW0-0001?token=new');
    expect(calls).toEqual([
      {
        number: 'AP-TEST-0001',
        access: { token: 'right' },
        body: { designId: 'design-001', licence: 'cad', idempotencyKey: key },
        clientIp: '198.51.100.28',
      },
    ]);
  });

  it('orders it for the signed-in account when the page was opened without a token', async () => {
    const { token: _none, ...fields } = upgradeFields;
    const { status, calls } = await post(fields, { cookie: 'buyer_session=ada-session' });
    expect(status).toBe(303);
    expect(calls[0]?.access).toEqual({ accountEmail: 'ada@example.com' });
  });

  it('is 404 to a visitor without the token or the account, and orders nothing', async () => {
    const { token: _none, ...fields } = upgradeFields;
    await expect(post(fields)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(post(fields, { cookie: 'buyer_session=someone-else' })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('sends a buyer whose page runs scripts on to the hosted payment page; a plain post to the order page', async () => {
    const hosted = () => ({ ...placed, paymentUrl: 'https://pay.example/session/1' });
    const enhanced = await post({ ...upgradeFields, enhanced: '1' }, { upgrade: hosted });
    expect(enhanced.location).toBe('https://pay.example/session/1');
    const plain = await post(upgradeFields, { upgrade: hosted });
    expect(plain.location).toBe('/order/AP-NEW0-0001?token=new');
  });

  it('shows the refusal of an order not paid, or an upgrade not offered, with its status', async () => {
    const notPaid = await post(upgradeFields, {
      upgrade: () => {
        throw new DomainError('conflict', 'not_paid', 'Order AP-TEST-0001 can be upgraded once it is paid.');
      },
    });
    expect(notPaid.status).toBe(409);
    expect(notPaid.failure).toEqual({
      designId: 'design-001',
      licence: 'cad',
      formError: 'Order AP-TEST-0001 can be upgraded once it is paid.',
    });
    const notOffered = await post(upgradeFields, {
      upgrade: () => {
        throw new DomainError('invalid', 'upgrade_not_offered', 'This upgrade is not offered for this order.', {
          fields: { licence: 'This upgrade is not offered for this order.' },
        });
      },
    });
    expect(notOffered.status).toBe(400);
    expect(notOffered.failure?.formError).toBe('This upgrade is not offered for this order.');
    expect(notOffered.failure?.retryKey).toBeUndefined();
  });

  it('refuses a form without its key before asking the service', async () => {
    const { idempotencyKey: _none, ...fields } = upgradeFields;
    const { status, failure, calls } = await post(fields);
    expect(status).toBe(400);
    expect(failure?.formError).toBe('A submission key is required.');
    expect(calls).toEqual([]);
  });

  it('logs a fault, says so, and keeps the key for the retry (the order may have been placed)', async () => {
    const { status, failure, logged } = await post(upgradeFields, {
      upgrade: () => {
        throw new Error('connection reset');
      },
    });
    expect(status).toBe(500);
    expect(failure).toEqual({
      designId: 'design-001',
      licence: 'cad',
      formError: 'Something went wrong on our side. Please try again.',
      retryKey: key,
    });
    expect(logged).toHaveLength(1);
  });
});
