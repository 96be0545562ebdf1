import { describe, expect, it } from 'vitest';
import { loader as cartLoader } from './cart';
import { loader as checkoutLoader } from './checkout';

/** The cabin at $1,750.00 for grace@example.com, her $390.00 study set of it credited, no tax (the US). */
const credited = {
  subtotalCents: 175000,
  discountCents: 0,
  promoCode: null,
  creditCents: 39000,
  creditNote: 'Study set credit (order AP-7K2M-9QXD)',
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 136000,
};

/**
 * A page's loader over stand-in services: a cart cookie of the cabin and, `signedIn`, the session of
 * grace@example.com's account (her country the US); the cart is priced as the order service prices it,
 * with her study set's credit when told her address. Records each pricing call.
 */
// biome-ignore lint/suspicious/noExplicitAny: either route's loader, called with the same stand-in arguments
async function load(loader: (args: any) => Promise<unknown>, { signedIn = false } = {}) {
  const calls: { country: string | undefined; accountEmail: string | undefined }[] = [];
  const request = new Request('https://plans.example/cart', {
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
          { id: 'design-003', title: 'Alpine Mountain Cabin', image: '/media/designs/design-003', price: 175000 },
        ],
      },
      orders: {
        taxRates: async () => ({ defaultBasisPoints: 0, byCountry: {} }),
        paymentProvider: 'manual',
        accountContact: async (email: string) => ({ email, name: 'Grace Hopper', country: 'US' }),
        priceCart: async (_lines: unknown, buyer: { country?: string; accountEmail?: string }) => {
          calls.push({ country: buyer.country, accountEmail: buyer.accountEmail });
          return {
            lines: [],
            totals: buyer.accountEmail === 'grace@example.com' ? credited : { ...credited, creditCents: 0 },
          };
        },
      },
    },
    requestContext: { clientIp: '198.51.100.9', log: { error: () => {} } },
  };
  const result = (await loader({ request, context, params: {} })) as {
    data?: { price: unknown };
    price?: unknown;
  };
  return { price: (result.data ?? result).price, calls };
}

describe('the study set credit before Place order', () => {
  it('is in the checkout page’s first price for a signed-in buyer, priced for her address and country', async () => {
    const { price, calls } = await load(checkoutLoader, { signedIn: true });
    expect(price).toEqual({ totals: credited, cart: 'v1|design-003:1', country: 'US' });
    expect(calls).toEqual([{ country: 'US', accountEmail: 'grace@example.com' }]);
  });

  it('is in the cart page’s totals for a signed-in buyer, and a guest’s cart is not priced there', async () => {
    const signedIn = await load(cartLoader, { signedIn: true });
    expect(signedIn.price).toEqual({ totals: credited, cart: 'v1|design-003:1', country: 'US' });
    const guest = await load(cartLoader);
    expect(guest.price).toBeNull();
    expect(guest.calls).toEqual([]);
  });

  it('prices a guest’s checkout without a credit until the study set’s number is given', async () => {
    const { price, calls } = await load(checkoutLoader);
    expect(price).toMatchObject({ totals: { creditCents: 0 }, country: '' });
    expect(calls).toEqual([{ country: undefined, accountEmail: undefined }]);
  });
});
