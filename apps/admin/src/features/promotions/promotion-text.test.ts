import { describe, expect, it } from 'vitest';
import { describePerBuyer, describeScope, describeUses, describeWindow } from './promotion-text';

describe('promotion texts', () => {
  it('counts uses against the limit, if there is one', () => {
    expect(describeUses({ uses: 3, maxUses: 10 })).toBe('3 / 10');
    expect(describeUses({ uses: 3, maxUses: null })).toBe('3');
    expect(describePerBuyer({ maxUsesPerBuyer: 1 })).toBe('At most 1 per buyer');
    expect(describePerBuyer({ maxUsesPerBuyer: null })).toBeNull();
  });

  it('says the days a code runs, open at either end', () => {
    // The days are the reader's: the instants are made in the local time zone.
    const start = new Date(2026, 2, 1, 9).toISOString();
    const end = new Date(2026, 2, 31, 23, 59).toISOString();
    expect(describeWindow({ startsAt: start, endsAt: end })).toBe('1 Mar 2026 – 31 Mar 2026');
    expect(describeWindow({ startsAt: start, endsAt: null })).toBe('From 1 Mar 2026');
    expect(describeWindow({ startsAt: null, endsAt: end })).toBe('Until 31 Mar 2026');
    expect(describeWindow({ startsAt: null, endsAt: null })).toBe('Any time');
  });

  it('says what a code covers, with how many it names', () => {
    expect(describeScope({ scope: 'all', scopeValues: [] })).toBe('Everything');
    expect(describeScope({ scope: 'categories', scopeValues: ['modern', 'cabins'] })).toBe('Some categories (2)');
    expect(describeScope({ scope: 'licences', scopeValues: ['cad'] })).toBe('Some licence kinds (1)');
  });
});
