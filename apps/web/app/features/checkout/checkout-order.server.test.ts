import type { CartLine } from '@atelier/domain/cart';
import type { CheckoutRequest, CheckoutResult } from '@atelier/domain/checkout';
import { DomainError } from '@atelier/domain/domain-error';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { placeCheckoutOrder } from './checkout-order.server';

const lines: CartLine[] = [
  { designId: 'design-001', licence: 'pdf-single', quantity: 2, options: [] },
  { designId: 'design-003', licence: 'cad', quantity: 1, options: [] },
];
const key = '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11';

function contextWith(checkout: (request: CheckoutRequest) => Promise<CheckoutResult>) {
  const logged: unknown[] = [];
  const placed: CheckoutRequest[] = [];
  /** What the order service was told of each request: its client and the signed-in buyer's address. */
  const contexts: { clientIp: string; accountEmail?: string | null }[] = [];
  // Only what placing an order reads from the load context.
  const context = {
    services: {
      orders: {
        checkout: async (request: CheckoutRequest, ctx: { clientIp: string; accountEmail?: string | null }) => {
          placed.push(request);
          contexts.push(ctx);
          return checkout(request);
        },
      },
    },
    requestContext: { log: { error: (entry: unknown) => logged.push(entry) }, clientIp: '198.51.100.9' },
  } as unknown as AppLoadContext;
  return { context, logged, placed, contexts };
}

const confirmed = async (): Promise<CheckoutResult> => ({
  orderNumber: 'AP-TEST-0001',
  confirmationUrl: '/order/AP-TEST-0001?token=t',
  paymentUrl: 'https://pay.example/session',
});

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const filled = {
  fullName: ' Grace Hopper ',
  email: 'Grace@Example.com',
  country: 'US',
  address: '1 Harbor Way',
  acceptLicence: 'on',
  idempotencyKey: key,
  cartShown: 'v1|design-001:2|design-003:1:cad',
};

describe('placing an order from the checkout form', () => {
  it('places it for the server cart, licences included, with the form key, and leads to the order page', async () => {
    const { context, placed } = contextWith(confirmed);
    expect(await placeCheckoutOrder(form(filled), lines, context, null)).toEqual({
      ok: true,
      location: '/order/AP-TEST-0001?token=t',
    });
    expect(placed).toEqual([
      expect.objectContaining({ fullName: 'Grace Hopper', email: 'grace@example.com', lines, idempotencyKey: key }),
    ]);
  });

  it("sends each line's plan options with it, and a cart whose options changed is another cart", async () => {
    const { context, placed } = contextWith(confirmed);
    const withOptions: CartLine[] = [
      { designId: 'design-012', licence: 'pdf-single', quantity: 1, options: ['basement', 'reverse'] },
    ];
    const shown = { ...filled, cartShown: 'v1|design-012:1:pdf-single:br' };
    expect(await placeCheckoutOrder(form(shown), withOptions, context, null)).toMatchObject({ ok: true });
    expect(placed.map((order) => order.lines)).toEqual([
      [{ designId: 'design-012', licence: 'pdf-single', quantity: 1, options: ['basement', 'reverse'] }],
    ]);
    // The same line without the reverse (no longer offered, say) is not the cart the buyer saw.
    const fewer: CartLine[] = [{ designId: 'design-012', licence: 'pdf-single', quantity: 1, options: ['basement'] }];
    expect(await placeCheckoutOrder(form(shown), fewer, context, null)).toMatchObject({ ok: false, status: 409 });
  });

  it('says which plan options the order service refused and asks the buyer to check the cart', async () => {
    const refusing = contextWith(async () => {
      throw new DomainError('invalid', 'option_not_offered', 'Some plan options in your cart are not offered.', {
        fields: { 'lines.0.options': 'Basement foundation is not offered for this design. (Modern Coastal Villa)' },
      });
    });
    const outcome = await placeCheckoutOrder(form(filled), lines, refusing.context, null);
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      failure: expect.objectContaining({
        fields: {},
        formError:
          'Some plan options in your cart are no longer offered. Basement foundation is not offered for this design. (Modern Coastal Villa) Please check your cart and place your order again.',
      }),
    });
    expect(outcome.ok || outcome.failure.retryKey).toBeUndefined();
  });

  it('sends the promotion code typed, in upper case, and none when the field is left blank', async () => {
    const { context, placed } = contextWith(confirmed);
    expect(await placeCheckoutOrder(form({ ...filled, promoCode: ' spring10 ' }), lines, context, null)).toMatchObject({
      ok: true,
    });
    expect(await placeCheckoutOrder(form({ ...filled, promoCode: '  ' }), lines, context, null)).toMatchObject({
      ok: true,
    });
    expect(await placeCheckoutOrder(form(filled), lines, context, null)).toMatchObject({ ok: true });
    expect(placed.map((order) => order.promoCode)).toEqual(['SPRING10', undefined, undefined]);
  });

  it("shows a code the order service refused under its field, keeping what was typed and no order's key", async () => {
    const refusing = contextWith(async () => {
      throw new DomainError('invalid', 'validation_failed', 'This code is not valid.', {
        fields: { promoCode: 'This code is not valid.' },
      });
    });
    const outcome = await placeCheckoutOrder(form({ ...filled, promoCode: 'nope' }), lines, refusing.context, null);
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      failure: {
        formError: 'Please correct the highlighted fields.',
        fields: { promoCode: 'This code is not valid.' },
        values: expect.objectContaining({
          fullName: ' Grace Hopper ',
          email: 'Grace@Example.com',
          country: 'US',
          promoCode: 'nope',
          acceptLicence: true,
        }),
      },
    });
  });

  it("tells the order service the signed-in buyer's address, and none for a guest (decision 051)", async () => {
    const { context, contexts } = contextWith(confirmed);
    await placeCheckoutOrder(form(filled), lines, context, 'grace@example.com');
    await placeCheckoutOrder(form(filled), lines, context, null);
    expect(contexts).toEqual([
      expect.objectContaining({ clientIp: '198.51.100.9', accountEmail: 'grace@example.com' }),
      expect.objectContaining({ clientIp: '198.51.100.9', accountEmail: null }),
    ]);
  });

  it("sends a study set's order number without spaces, in upper case, and none when the field is left blank", async () => {
    const { context, placed } = contextWith(confirmed);
    await placeCheckoutOrder(form({ ...filled, studySetOrder: ' ap-7k2m - 9qxd ' }), lines, context, null);
    await placeCheckoutOrder(form({ ...filled, studySetOrder: '   ' }), lines, context, null);
    await placeCheckoutOrder(form(filled), lines, context, null);
    expect(placed.map((order) => order.studySetOrder)).toEqual(['AP-7K2M-9QXD', undefined, undefined]);
  });

  it('shows a study set order number that credits nothing under its field, keeping what was typed', async () => {
    const message =
      'No study set of a design in your cart was bought under this order number with this e-mail address in the last 180 days, or it was credited already.';
    const refusing = contextWith(async () => {
      throw new DomainError('invalid', 'study_set_not_found', message, { fields: { studySetOrder: message } });
    });
    const outcome = await placeCheckoutOrder(
      form({ ...filled, studySetOrder: 'AP-NOPE-0000' }),
      lines,
      refusing.context,
      null,
    );
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      failure: {
        formError: 'Please correct the highlighted fields.',
        fields: { studySetOrder: message },
        values: expect.objectContaining({ fullName: ' Grace Hopper ', studySetOrder: 'AP-NOPE-0000' }),
      },
    });
  });

  it('refuses a code longer than any code can be before asking the order service', async () => {
    const { context, placed } = contextWith(confirmed);
    const outcome = await placeCheckoutOrder(form({ ...filled, promoCode: 'X'.repeat(65) }), lines, context, null);
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      failure: { fields: { promoCode: 'This code is not valid.' } },
    });
    expect(placed).toEqual([]);
  });

  it('sends a buyer with scripts on to the hosted payment page; without them, to the order page', async () => {
    const { context } = contextWith(confirmed);
    const withScripts = await placeCheckoutOrder(form({ ...filled, enhanced: '1' }), lines, context, null);
    expect(withScripts).toEqual({ ok: true, location: 'https://pay.example/session' });
  });

  it("answers the shared schema's messages and keeps what was typed", async () => {
    const { context, placed } = contextWith(confirmed);
    const outcome = await placeCheckoutOrder(form({ fullName: 'Grace', email: 'grace@' }), lines, context, null);
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      failure: {
        formError: 'Please correct the highlighted fields.',
        values: { fullName: 'Grace', email: 'grace@', acceptLicence: false },
        fields: {
          email: 'Please enter a valid email address.',
          country: 'Please choose a country.',
          address: 'Billing address is required.',
          acceptLicence: 'Please accept the plan licence terms.',
        },
      },
    });
    expect(placed).toEqual([]);
  });

  it('refuses an empty cart, a cart other than the one shown (licences too), and a missing key', async () => {
    const { context, placed } = contextWith(confirmed);
    expect(await placeCheckoutOrder(form(filled), [], context, null)).toMatchObject({ status: 400 });
    const changed = await placeCheckoutOrder(
      form(filled),
      [...lines, { designId: 'design-004', licence: 'pdf-single', quantity: 1, options: [] }],
      context,
      null,
    );
    expect(changed).toMatchObject({ ok: false, status: 409 });
    // The same designs under another licence are another cart.
    const relicensed = lines.map((line) =>
      line.licence === 'cad' ? { ...line, licence: 'unlimited' as const } : line,
    );
    expect(await placeCheckoutOrder(form(filled), relicensed, context, null)).toMatchObject({ ok: false, status: 409 });
    expect(await placeCheckoutOrder(form({ ...filled, idempotencyKey: '' }), lines, context, null)).toMatchObject({
      ok: false,
      status: 400,
      failure: { formError: 'This form has expired. Please place your order again.' },
    });
    expect(placed).toEqual([]);
  });

  it("shows the order service's refusals; a retry keeps the key only when an order may exist", async () => {
    const limited = contextWith(async () => {
      throw new DomainError('too_many', 'rate_limited', 'Too many orders from here. Please try again later.');
    });
    const refused = await placeCheckoutOrder(form(filled), lines, limited.context, null);
    expect(refused).toEqual({
      ok: false,
      status: 429,
      failure: expect.objectContaining({ formError: 'Too many orders from here. Please try again later.' }),
    });
    expect(refused.ok || refused.failure.retryKey).toBeUndefined();

    const unavailable = contextWith(async () => {
      throw new DomainError(
        'provider_failed',
        'payment_unavailable',
        'Your order AP-X is saved, but the payment service is down.',
      );
    });
    const saved = await placeCheckoutOrder(form(filled), lines, unavailable.context, null);
    expect(saved).toMatchObject({ status: 502, failure: { retryKey: key } });
  });

  it('logs an unexpected failure and says only that something went wrong, keeping the key', async () => {
    const broken = contextWith(async () => {
      throw new Error('connection reset');
    });
    const outcome = await placeCheckoutOrder(form(filled), lines, broken.context, null);
    expect(outcome).toMatchObject({
      ok: false,
      status: 500,
      failure: { formError: 'Something went wrong on our side. Please try again.', retryKey: key },
    });
    expect(broken.logged).toHaveLength(1);
  });
});
