import type { OrderTotals } from '@atelier/domain/orders';
import { describe, expect, it } from 'vitest';
import { type AppliedPrice, checkApplyCodeForm, currentPrice, PROMO_CODE_MISSING } from './checkout-values';

const totals = { subtotalCents: 175000, discountCents: 17500, promoCode: 'SAVE10' } as OrderTotals;
const price: AppliedPrice = { totals, cart: 'v1|design-003:1', country: 'US' };
const shown = { cart: 'v1|design-003:1', country: 'US', codeEdited: false };

describe('the price of an applied code', () => {
  it('holds for the cart and the country it was priced for, with the code as applied', () => {
    expect(currentPrice(price, shown)).toBe(totals);
  });

  it('gives way to the estimate once the cart, the country or the code changes, or when nothing was applied', () => {
    expect(currentPrice(price, { ...shown, cart: 'v1|design-003:2' })).toBeUndefined();
    expect(currentPrice(price, { ...shown, country: 'DE' })).toBeUndefined();
    expect(currentPrice(price, { ...shown, codeEdited: true })).toBeUndefined();
    expect(currentPrice(undefined, shown)).toBeUndefined();
  });
});

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("Apply's check", () => {
  it("prices a code, a study set's order number, or both", () => {
    expect(checkApplyCodeForm(form({ country: 'US', promoCode: 'save10' }))).toBeNull();
    expect(checkApplyCodeForm(form({ country: 'US', studySetOrder: 'ap-7k2m-9qxd' }))).toBeNull();
    expect(checkApplyCodeForm(form({ country: 'US', promoCode: 'save10', studySetOrder: 'AP-7K2M-9QXD' }))).toBeNull();
  });

  it('asks for a code when neither is typed, together with what else pricing needs', () => {
    expect(checkApplyCodeForm(form({ country: 'US', promoCode: ' ', studySetOrder: ' ' }))).toEqual({
      promoCode: PROMO_CODE_MISSING,
    });
    expect(checkApplyCodeForm(form({}))).toEqual({
      country: 'Please choose a country.',
      promoCode: PROMO_CODE_MISSING,
    });
  });
});
