import type { CartLine } from '@atelier/domain/cart';
import type { CheckoutPriceRequest } from '@atelier/domain/checkout';
import { DomainError } from '@atelier/domain/domain-error';
import type { OrderTotals } from '@atelier/domain/orders';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyPromoCode } from './checkout-price.server';

const lines: CartLine[] = [{ designId: 'design-009', licence: 'pdf-single', quantity: 1, options: [] }];
const key = '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11';

const credited: OrderTotals = {
  subtotalCents: 620000,
  discountCents: 0,
  promoCode: null,
  creditCents: 30000,
  creditNote: 'Study set credit (order AP-7K2M-9QXD)',
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 590000,
};

type Ctx = { clientIp: string; accountEmail?: string | null };

function contextWith(price: (request: CheckoutPriceRequest) => Promise<{ totals: OrderTotals }>) {
  const asked: { request: CheckoutPriceRequest; ctx: Ctx }[] = [];
  // Only what pricing reads from the load context.
  const context = {
    services: {
      orders: {
        priceCheckout: async (request: CheckoutPriceRequest, ctx: Ctx) => {
          asked.push({ request, ctx });
          return { lines: [], ...(await price(request)) };
        },
      },
    },
    requestContext: { log: { error: () => undefined }, clientIp: '198.51.100.9' },
  } as unknown as AppLoadContext;
  return { context, asked };
}

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const applying = { email: 'Grace@Example.com', country: 'US', idempotencyKey: key, intent: 'apply-code' };

describe("Apply's price check", () => {
  it("prices the cart with a study set's order number alone, as typed, for the signed-in buyer", async () => {
    const { context, asked } = contextWith(async () => ({ totals: credited }));
    const applied = await applyPromoCode(
      form({ ...applying, studySetOrder: ' ap-7k2m-9qxd ' }),
      lines,
      context,
      'grace@example.com',
    );
    expect(applied).toEqual({
      status: 200,
      answer: expect.objectContaining({
        fields: {},
        formError: '',
        retryKey: key,
        price: { totals: credited, cart: 'v1|design-009:1', country: 'US' },
      }),
    });
    expect(asked).toEqual([
      {
        request: expect.objectContaining({ email: 'grace@example.com', studySetOrder: 'AP-7K2M-9QXD', lines }),
        ctx: expect.objectContaining({ clientIp: '198.51.100.9', accountEmail: 'grace@example.com' }),
      },
    ]);
  });

  it('tells the order service of no account for a guest, and shows a number that credits nothing under its field', async () => {
    const message = 'No study set of a design in your cart was bought under this order number.';
    const { context, asked } = contextWith(async () => {
      throw new DomainError('invalid', 'study_set_not_found', message, { fields: { studySetOrder: message } });
    });
    const applied = await applyPromoCode(
      form({ ...applying, promoCode: 'SAVE10', studySetOrder: 'AP-NOPE-0000' }),
      lines,
      context,
      null,
    );
    expect(applied).toEqual({
      status: 400,
      answer: expect.objectContaining({
        fields: { studySetOrder: message },
        formError: 'Please correct the highlighted fields.',
        values: expect.objectContaining({ promoCode: 'SAVE10', studySetOrder: 'AP-NOPE-0000' }),
      }),
    });
    expect(applied.answer.price).toBeUndefined();
    expect(asked.map(({ ctx }) => ctx.accountEmail)).toEqual([null]);
  });
});
