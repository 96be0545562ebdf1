import type { StaffPriceSale } from '@atelier/domain/price-sales';
import { describe, expect, it } from 'vitest';
import { withSale } from './sale-api';

const sale = (id: string, startsAt: string): StaffPriceSale => ({
  id,
  name: `Sale ${id}`,
  target: 'design',
  targetId: 'design-001',
  targetLabel: 'Modern Coastal Villa',
  percentOff: 10,
  startsAt,
  endsAt: '2026-12-31T00:00:00.000Z',
  status: 'scheduled',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const ids = (list: StaffPriceSale[]) => list.map((item) => item.id);

describe('withSale', () => {
  const list = [sale('b', '2026-05-01T00:00:00.000Z'), sale('a', '2026-03-01T00:00:00.000Z')];

  it('puts a new sale where its start goes, newest start first', () => {
    expect(ids(withSale(list, sale('c', '2026-04-01T08:00:00+02:00')))).toEqual(['b', 'c', 'a']);
    expect(ids(withSale(list, sale('d', '2026-06-01T00:00:00.000Z')))).toEqual(['d', 'b', 'a']);
    expect(ids(withSale([], sale('d', '2026-06-01T00:00:00.000Z')))).toEqual(['d']);
  });

  it('replaces a saved sale, moving it when its start moved', () => {
    const moved = { ...sale('a', '2026-07-01T00:00:00.000Z'), percentOff: 25 };
    const next = withSale(list, moved);
    expect(ids(next)).toEqual(['a', 'b']);
    expect(next[0]?.percentOff).toBe(25);
    expect(list.map((item) => item.percentOff)).toEqual([10, 10]);
  });
});
