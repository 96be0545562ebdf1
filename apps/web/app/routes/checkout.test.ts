import type { CheckoutPriceRequest } from '@atelier/domain/checkout';
import { DomainError } from '@atelier/domain/domain-error';
import { PROMO_CODE_REFUSALS } from '@atelier/domain/promotions';
import { describe, expect, it } from 'vitest';
import type { CheckoutFailure } from '../features/checkout/checkout-values';
import { action } from './checkout';

const key = '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11';

/** The cabin at $1,750.00 with 10% off under SAVE10, no tax (the US). */
const discounted = {
  subtotalCents: 175000,
  discountCents: 17500,
  promoCode: 'SAVE10',
  creditCents: 0,
  creditNote: null,
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 157500,
};

type BuyerContext = { clientIp: string; accountEmail?: string | null };

/**
 * The checkout action over stand-in services: a cart cookie of the cabin (and, `signedIn`, the session
 * of grace@example.com's account), a catalogue that prices it, and an order service that prices with
 * `price` (or refuses) and records any order placed, and the signed-in address each call was told of.
 */
async function post(
  fields: Record<string, string>,
  price: (request: CheckoutPriceRequest) => unknown,
  { signedIn = false } = {},
) {
  const priced: { request: CheckoutPriceRequest; clientIp: string }[] = [];
  const placed: unknown[] = [];
  const accounts: { call: 'price' | 'checkout'; accountEmail: string | null | undefined }[] = [];
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('https://plans.example/checkout', {
    method: 'POST',
    body,
    headers: { cookie: `cart=v1|design-003:1${signedIn ? '; buyer_session=grace-session' : ''}` },
  });
  const context = {
    services: {
      env: { NODE_ENV: 'test' },
      accounts: {
        session: async (token: string) => (token === 'grace-session' ? { email: 'grace@example.com' } : null),
      },
      catalog: {
        designsByIds: async () => [
          {
            id: 'design-003',
            title: 'Alpine Mountain Cabin',
            image: '/media/designs/design-003',
            price: 175000,
            sale: null,
          },
        ],
      },
      orders: {
        priceCheckout: async (priceRequest: CheckoutPriceRequest, ctx: BuyerContext) => {
          priced.push({ request: priceRequest, clientIp: ctx.clientIp });
          accounts.push({ call: 'price', accountEmail: ctx.accountEmail });
          return price(priceRequest);
        },
        checkout: async (order: unknown, ctx: BuyerContext) => {
          placed.push(order);
          accounts.push({ call: 'checkout', accountEmail: ctx.accountEmail });
          return { orderNumber: 'AP-TEST-0001', confirmationUrl: '/order/AP-TEST-0001?token=t' };
        },
      },
    },
    requestContext: { clientIp: '198.51.100.9', log: { error: () => {} } },
  };
  const result = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as {
    data?: CheckoutFailure;
    init?: ResponseInit | null;
    status?: number;
  };
  return { status: result.init?.status ?? result.status, answer: result.data, priced, placed, accounts };
}

/** The form as a buyer part-way through it sends it with Apply: no address, the licence not yet accepted. */
const applying = {
  intent: 'apply-code',
  fullName: 'Grace Hopper',
  email: 'Grace@Example.com',
  country: 'US',
  promoCode: 'save10',
  idempotencyKey: key,
  cartShown: 'v1|design-003:1',
};

describe('the promo code applied at checkout (Apply)', () => {
  it('prices the server cart with the code, keeps what was typed and the key, and places no order', async () => {
    const { status, answer, priced, placed } = await post(applying, () => ({ lines: [], totals: discounted }));
    expect(status).toBe(200);
    expect(priced).toEqual([
      {
        request: {
          lines: [{ designId: 'design-003', licence: 'pdf-single', quantity: 1, options: [] }],
          country: 'US',
          email: 'grace@example.com',
          promoCode: 'SAVE10',
        },
        clientIp: '198.51.100.9',
      },
    ]);
    expect(placed).toEqual([]);
    expect(answer).toEqual({
      values: {
        fullName: 'Grace Hopper',
        email: 'Grace@Example.com',
        country: 'US',
        promoCode: 'save10',
        acceptLicence: false,
      },
      fields: {},
      formError: '',
      retryKey: key,
      price: { totals: discounted, cart: 'v1|design-003:1', country: 'US' },
    });
  });

  it('says a refused code under its field, with what was typed and the key kept, and places no order', async () => {
    const { status, answer, placed } = await post({ ...applying, promoCode: 'nope', address: '1 Harbor Way' }, () => {
      throw new DomainError('invalid', 'promo_code_refused', PROMO_CODE_REFUSALS.unknown, {
        fields: { promoCode: PROMO_CODE_REFUSALS.unknown },
      });
    });
    expect(status).toBe(400);
    expect(placed).toEqual([]);
    expect(answer).toEqual({
      values: expect.objectContaining({ fullName: 'Grace Hopper', address: '1 Harbor Way', promoCode: 'nope' }),
      fields: { promoCode: PROMO_CODE_REFUSALS.unknown },
      formError: 'Please correct the highlighted fields.',
      retryKey: key,
    });
  });

  it('checks only what pricing needs: a code; no country chosen yet is the default tax rate', async () => {
    const noCode = await post({ ...applying, promoCode: ' ' }, () => ({ lines: [], totals: discounted }));
    expect(noCode.status).toBe(400);
    expect(noCode.answer?.fields).toEqual({ promoCode: 'Please enter a promo code.' });
    expect(noCode.priced).toEqual([]);
    // A code applies on its own, the rest of the form not filled in yet.
    const noCountry = await post({ ...applying, country: '' }, () => ({ lines: [], totals: discounted }));
    expect(noCountry.status).toBe(200);
    expect(noCountry.priced[0]?.request.country).toBe('');
    // An e-mail half typed is no reason to refuse: it only counts a code's uses per buyer.
    const halfTyped = await post({ ...applying, email: 'Grace@' }, () => ({ lines: [], totals: discounted }));
    expect(halfTyped.status).toBe(200);
    expect(halfTyped.priced[0]?.request.email).toBe('grace@');
  });

  it('says a rate limit above the form', async () => {
    const message = 'You have checked prices many times in a short time. Please wait 5 minutes and try again.';
    const { status, answer } = await post(applying, () => {
      throw new DomainError('too_many', 'rate_limited', message, { retryAfterSeconds: 300 });
    });
    expect(status).toBe(429);
    expect(answer).toMatchObject({ fields: {}, formError: message, retryKey: key });
    expect(answer?.price).toBeUndefined();
  });

  it('leaves the order to the Place order button, which sends no intent', async () => {
    const { intent: _apply, ...order } = applying;
    const { status, placed, priced } = await post({ ...order, address: '1 Harbor Way', acceptLicence: 'on' }, () => ({
      lines: [],
      totals: discounted,
    }));
    expect(status).toBe(303);
    expect(placed).toEqual([expect.objectContaining({ promoCode: 'SAVE10', idempotencyKey: key })]);
    expect(priced).toEqual([]);
  });
});

describe("a study set's credit at checkout (decision 051)", () => {
  const credited = { ...discounted, creditCents: 30000, creditNote: 'Study set credit (order AP-7K2M-9QXD)' };
  const { intent: _apply, ...details } = applying;
  const order = { ...details, address: '1 Harbor Way', acceptLicence: 'on' };

  it("tells the order service the signed-in buyer's address, with Apply and with the order", async () => {
    const applied = await post(applying, () => ({ lines: [], totals: credited }), { signedIn: true });
    const placed = await post(order, () => ({ lines: [], totals: credited }), { signedIn: true });
    expect([...applied.accounts, ...placed.accounts]).toEqual([
      { call: 'price', accountEmail: 'grace@example.com' },
      { call: 'checkout', accountEmail: 'grace@example.com' },
    ]);
  });

  it('tells it of no account for a guest', async () => {
    const applied = await post(applying, () => ({ lines: [], totals: credited }));
    const placed = await post(order, () => ({ lines: [], totals: credited }));
    expect([...applied.accounts, ...placed.accounts]).toEqual([
      { call: 'price', accountEmail: null },
      { call: 'checkout', accountEmail: null },
    ]);
  });

  it('sends the order number typed, with Apply (a code or not) and with the order', async () => {
    const numbered = { ...applying, promoCode: '', studySetOrder: 'ap-7k2m-9qxd' };
    const applied = await post(numbered, () => ({ lines: [], totals: credited }));
    expect(applied.status).toBe(200);
    expect(applied.priced[0]?.request).toMatchObject({ studySetOrder: 'AP-7K2M-9QXD' });
    expect(applied.answer?.price?.totals).toEqual(credited);
    const placed = await post({ ...order, studySetOrder: ' AP-7K2M-9QXD ' }, () => ({ lines: [], totals: credited }));
    expect(placed.status).toBe(303);
    expect(placed.placed).toEqual([expect.objectContaining({ studySetOrder: 'AP-7K2M-9QXD' })]);
  });
});
