import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatMoney, taxFor } from './money.ts';

describe('money', () => {
  it('formats cents as dollars with a $ sign', () => {
    expect(formatMoney(450000)).toBe('$4,500.00');
    expect(formatMoney(175050)).toBe('$1,750.50');
  });
  it('prints what en-US currency format prints', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const values = [0, 1, 99, 100, 12_345, -1, -99_999];
    for (let cents = 7; cents < 1e13; cents = cents * 3 + 1) values.push(cents, -cents);
    for (const cents of values) expect(formatMoney(cents)).toBe(usd.format(cents / 100));
  });
  it('converts dollars to whole cents', () => {
    expect(dollarsToCents(17.5)).toBe(1750);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('rounds tax to the cent', () => {
    expect(taxFor(10_000, 825)).toBe(825);
    expect(taxFor(333, 1000)).toBe(33);
    expect(taxFor(450000, 0)).toBe(0);
  });
});
