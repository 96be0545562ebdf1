import { describe, expect, it } from 'vitest';
import {
  type DiscountableLine,
  discountFor,
  PROMO_CODE_REFUSALS,
  type PromotionTerms,
  promotionInputSchema,
  promotionStatus,
} from './promotions.ts';

const terms = (overrides: Partial<PromotionTerms> = {}): PromotionTerms => ({
  code: 'SAVE',
  percentOff: 10,
  amountOffCents: null,
  minSubtotalCents: 0,
  scope: 'all',
  scopeValues: [],
  ...overrides,
});
const line = (designId: string, cents: number, overrides: Partial<DiscountableLine> = {}): DiscountableLine => ({
  designId,
  categoryId: 'houses',
  licence: 'pdf-single',
  lineTotalCents: cents,
  ...overrides,
});

describe('discountFor', () => {
  it('takes a percentage of the covered lines, rounded half up', () => {
    expect(discountFor(terms({ percentOff: 15 }), [line('a', 1003), line('b', 2000)])).toEqual({
      ok: true,
      discountCents: 450,
    });
  });

  it('takes an amount no larger than the covered lines', () => {
    const scoped = terms({ percentOff: null, amountOffCents: 5000, scope: 'designs', scopeValues: ['b'] });
    expect(discountFor(scoped, [line('a', 10000), line('b', 3000)])).toEqual({ ok: true, discountCents: 3000 });
  });

  it('covers lines by category and by licence kind', () => {
    const lines = [line('a', 1000, { categoryId: 'cabins' }), line('b', 2000, { licence: 'cad-unlimited' })];
    expect(discountFor(terms({ scope: 'categories', scopeValues: ['cabins'] }), lines)).toEqual({
      ok: true,
      discountCents: 100,
    });
    expect(discountFor(terms({ scope: 'licences', scopeValues: ['cad-unlimited'] }), lines)).toEqual({
      ok: true,
      discountCents: 200,
    });
    expect(discountFor(terms({ scope: 'categories', scopeValues: ['offices'] }), lines)).toEqual({
      ok: false,
      message: PROMO_CODE_REFUSALS.outOfScope,
    });
  });

  it('checks the minimum against the whole subtotal', () => {
    expect(discountFor(terms({ minSubtotalCents: 3001 }), [line('a', 1000), line('b', 2000)])).toEqual({
      ok: false,
      message: 'This code applies to orders of $30.01 or more before tax.',
    });
    expect(discountFor(terms({ minSubtotalCents: 3000 }), [line('a', 1000), line('b', 2000)]).ok).toBe(true);
  });
});

describe('promotionStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const base = { pausedAt: null, startsAt: null, endsAt: null, maxUses: 10, uses: 3 };
  it('is paused, expired, scheduled, used up or active, in that order', () => {
    expect(promotionStatus({ ...base, pausedAt: '2026-05-01T00:00:00Z', uses: 10 }, now)).toBe('paused');
    expect(promotionStatus({ ...base, endsAt: '2026-06-01T12:00:00Z' }, now)).toBe('expired');
    expect(promotionStatus({ ...base, startsAt: '2026-06-02T00:00:00Z' }, now)).toBe('scheduled');
    expect(promotionStatus({ ...base, uses: 10 }, now)).toBe('used_up');
    expect(promotionStatus({ ...base, maxUses: null, uses: 500 }, now)).toBe('active');
  });
});

describe('promotionInputSchema', () => {
  const parse = (input: Record<string, unknown>) => promotionInputSchema.safeParse({ code: 'spring-10', ...input });
  it('upper-cases the code and fills the defaults', () => {
    expect(parse({ percentOff: 10 }).data).toMatchObject({
      code: 'SPRING-10',
      amountOffCents: null,
      maxUses: null,
      minSubtotalCents: 0,
      scope: 'all',
      scopeValues: [],
    });
  });

  it('refuses what cannot be a code', () => {
    const fieldOf = (input: Record<string, unknown>) =>
      Object.keys(parse(input).error?.flatten().fieldErrors ?? {}).sort();
    expect(fieldOf({})).toEqual(['percentOff']);
    expect(fieldOf({ percentOff: 10, amountOffCents: 100 })).toEqual(['percentOff']);
    expect(fieldOf({ percentOff: 101 })).toEqual(['percentOff']);
    expect(fieldOf({ code: 'a b', percentOff: 5 })).toEqual(['code']);
    expect(fieldOf({ percentOff: 5, startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' })).toEqual([
      'endsAt',
    ]);
    expect(fieldOf({ percentOff: 5, maxUses: 2, maxUsesPerBuyer: 3 })).toEqual(['maxUsesPerBuyer']);
    expect(fieldOf({ percentOff: 5, scope: 'designs' })).toEqual(['scopeValues']);
    expect(fieldOf({ percentOff: 5, scope: 'licences', scopeValues: ['nope'] })).toEqual(['scopeValues']);
  });
});
