import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber } from './number-format.ts';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Values across the sizes the storefront shows, with a fixed seed so a failure can be replayed. */
function samples(count: number, scale: number, decimals: number): number[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const values = [0, 1, 999, 1000, 999_999, 1_000_000, -1, -1000];
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * scale);
    values.push(Number(((next() - 0.2) * magnitude).toFixed(decimals)) + 0); // + 0: no -0
  }
  return values;
}

describe('formatNumber', () => {
  it('prints what en-US toLocaleString prints', () => {
    for (const value of samples(2_000, 9, 3)) expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
    for (const value of [1234.5, 0.1 + 0.2, 42.0004, 9_007_199_254.5]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatLongDate', () => {
  it('prints a calendar date, or a moment by its UTC date, as en-US long dates', () => {
    const moments = ['2026-11-22T23:30:00.000Z', '2026-11-22T23:30:00-05:00', new Date('2024-02-29T00:00:00Z')];
    for (const date of ['2025-03-05', '2024-12-31', '2000-01-01', ...moments]) {
      expect(formatLongDate(date)).toBe(longDate.format(new Date(date)));
    }
  });
});
