import { DomainError } from '@atelier/domain/domain-error';
import type { LicenceUpgradeRequest } from '@atelier/domain/licence-upgrades';
import { describe, expect, it } from 'vitest';
import type { UpgradeFailure, UpgradeReview } from '../features/checkout/licence-upgrade-form';
import { villaToCad } from '../test/test-upgrade';
import { action, loader, meta } from './order-upgrade';

type Access = { token: string } | { accountEmail: string };

const key = '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11';
const upgradeFields = {
  designId: 'design-001',
  licence: 'cad',
  idempotencyKey: key,
  token: 'right',
  acceptLicence: 'on',
};
const placed = { orderNumber: 'AP-NEW0-0001', confirmationUrl: '/order/AP-NEW0-0001?token=new' };
const toCad = villaToCad;
/** A paid order taxed at 19% with two builds of the villa, which offers its CAD files. */
const paidOrder = {
  number: 'AP-TEST-0001',
  lines: [{ designId: 'design-001', title: 'Modern Coastal Villa', licence: 'pdf-single', quantity: 2 }],
  totals: { taxRateBasisPoints: 1900 },
  upgrades: [toCad],
};

/**
 * The review route over stand-in services: an order whose token is 'right' and address ada@, and an order
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
          number === 'AP-TEST-0001' && ('token' in access ? access.token === 'right' : true) ? paidOrder : null,
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

const reviewUrl = 'https://plans.example/order/AP-TEST-0001/upgrade';

async function load(query: string, cookie = '') {
  const { context } = servicesWith();
  const request = new Request(`${reviewUrl}?${query}`, { headers: { cookie } });
  const args = { request, context, params: { number: 'AP-TEST-0001' } } as unknown as Parameters<typeof loader>[0];
  const result = (await loader(args)) as unknown as { data: UpgradeReview; init: ResponseInit };
  return { review: result.data, status: result.init.status ?? 200, headers: new Headers(result.init.headers) };
}

async function post(
  fields: Record<string, string>,
  { upgrade, cookie = '', url = reviewUrl }: { upgrade?: () => unknown; cookie?: string; url?: string } = {},
) {
  const { context, calls, logged } = servicesWith(upgrade);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(url, { method: 'POST', body, headers: { cookie } });
  const args = { request, context, params: { number: 'AP-TEST-0001' } } as unknown as Parameters<typeof action>[0];
  const result = (await action(args)) as Response & { data?: UpgradeFailure; init?: ResponseInit | null };
  return {
    status: result.init?.status ?? result.status,
    location: result instanceof Response ? result.headers.get('location') : null,
    cacheControl: result instanceof Response ? result.headers.get('cache-control') : null,
    failure: result.data,
    calls,
    logged,
  };
}

describe('the review of a licence upgrade', () => {
  it("finds the offer among the order's, with the builds held, the order's tax rate and the token, privately", async () => {
    const { review, status, headers } = await load('design=design-001&licence=cad&token=right');
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    // No other site learns its address; its own plain form still sends its origin (no-referrer sends null).
    expect(headers.get('Referrer-Policy')).toBe('same-origin');
    expect(review).toMatchObject({
      number: 'AP-TEST-0001',
      offer: toCad,
      heldBuilds: 2,
      taxRateBasisPoints: 1900,
      token: 'right',
    });
  });

  it('makes an idempotency key per page shown', async () => {
    const [first, second] = [
      await load('design=design-001&licence=cad&token=right'),
      await load('design=design-001&licence=cad&token=right'),
    ];
    expect(first.review.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.review.idempotencyKey).not.toBe(first.review.idempotencyKey);
  });

  it('is shown to the signed-in account without a token', async () => {
    const { review, status } = await load('design=design-001&licence=cad', 'buyer_session=ada-session');
    expect(status).toBe(200);
    expect(review.token).toBeNull();
  });

  it('answers 404, still privately, for an upgrade the order does not offer (now)', async () => {
    for (const query of [
      'design=design-001&licence=unlimited&token=right',
      'design=design-002&licence=cad&token=right',
      'token=right',
    ]) {
      const { review, status, headers } = await load(query);
      expect(status).toBe(404);
      expect(review.offer).toBeNull();
      expect(headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('has its own title and description, and is not indexed', async () => {
    const titleOf = (loaderData: UpgradeReview | undefined) => {
      const tags = meta({ loaderData } as unknown as Parameters<typeof meta>[0]) as Record<string, string>[];
      return [tags.find((tag) => 'title' in tag)?.title, tags.find((tag) => tag.name === 'robots')?.content];
    };
    const offered = (await load('design=design-001&licence=cad&token=right')).review;
    expect(titleOf(offered)).toEqual([
      'Review your licence upgrade, order AP-TEST-0001 | Atelier Plans',
      'noindex, nofollow',
    ]);
    expect(titleOf({ ...offered, offer: null })[0]).toBe('Upgrade not offered, order AP-TEST-0001 | Atelier Plans');
    expect(titleOf(undefined)[0]).toBe('Page Not Found | Atelier Plans');
  });

  it('is 404 to a visitor without the token or the account', async () => {
    await expect(load('design=design-001&licence=cad')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load('design=design-001&licence=cad&token=wrong')).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('placing the upgrade from its review', () => {
  it("orders it with the form's token and sends the buyer to the new order's page", async () => {
    const { status, location, cacheControl, calls } = await post(upgradeFields);
    expect(status).toBe(303);
    expect(location).toBe('/order/AP-NEW0-0001?token=new');
    expect(cacheControl).toBe('private, no-store');
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

  it('refuses it, under the box and before asking the service, until the licence is accepted', async () => {
    const { acceptLicence: _none, ...fields } = upgradeFields;
    const { status, failure, calls } = await post(fields);
    expect(status).toBe(400);
    expect(failure).toEqual({
      fields: { acceptLicence: 'Please accept the plan licence terms.' },
      formError: 'Please correct the highlighted fields.',
    });
    expect(calls).toEqual([]);
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
    expect(notPaid.failure).toEqual({ fields: {}, formError: 'Order AP-TEST-0001 can be upgraded once it is paid.' });
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
      fields: {},
      formError: 'Something went wrong on our side. Please try again.',
      retryKey: key,
    });
    expect(logged).toHaveLength(1);
  });

  it('says a form it cannot read', async () => {
    const { context } = servicesWith();
    const request = new Request(reviewUrl, {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    const args = { request, context, params: { number: 'AP-TEST-0001' } } as unknown as Parameters<typeof action>[0];
    const result = (await action(args)) as unknown as { data: UpgradeFailure; init: ResponseInit };
    expect(result.init.status).toBe(400);
    expect(result.data.formError).toBe('The form could not be read. Please try again.');
  });
});
