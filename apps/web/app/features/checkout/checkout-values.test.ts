import type { OrderTotals } from '@atelier/domain/orders';
import { describe, expect, it } from 'vitest';
import { type AppliedPrice, checkApplyCodeForm, currentPrice, PROMO_CODE_MISSING } from './checkout-values';

const totals: OrderTotals = {
  subtotalCents: 175000,
  discountCents: 17500,
  promoCode: 'SAVE10',
  creditCents: 0,
  creditNote: null,
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 157500,
};
const price: AppliedPrice = { totals, cart: 'v1|design-003:1', country: 'US' };
const shown = { cart: 'v1|design-003:1', country: 'US', codeEdited: false, taxRateBasisPoints: 0 };

describe('the price of an applied code', () => {
  it('holds for the cart and the country it was priced for, with the code as applied', () => {
    expect(currentPrice(price, shown)).toBe(totals);
  });

  it('is taxed at the rate of another country chosen, its discount kept', () => {
    expect(currentPrice(price, { ...shown, country: 'DE', taxRateBasisPoints: 1900 })).toEqual({
      ...totals,
      taxRateBasisPoints: 1900,
      taxCents: 29925,
      totalCents: 187425,
    });
  });

  it('gives way to the cart totals once the cart or the code changes, or when nothing was applied', () => {
    expect(currentPrice(price, { ...shown, cart: 'v1|design-003:2' })).toBeUndefined();
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

  it('asks for a code when neither is typed, and for nothing else of the form', () => {
    expect(checkApplyCodeForm(form({ country: 'US', promoCode: ' ', studySetOrder: ' ' }))).toEqual({
      promoCode: PROMO_CODE_MISSING,
    });
    expect(checkApplyCodeForm(form({}))).toEqual({ promoCode: PROMO_CODE_MISSING });
    // A code or a study set's number applies on its own, the rest of the form not filled in yet.
    expect(checkApplyCodeForm(form({ promoCode: 'SPRING10' }))).toBeNull();
    expect(checkApplyCodeForm(form({ studySetOrder: 'AP-7K2M-9QXD' }))).toBeNull();
  });
});
