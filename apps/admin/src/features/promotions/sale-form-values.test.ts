import type { StaffPriceSale } from '@atelier/domain/price-sales';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type SaleFormValues, saleFormResolver, saleInputOf, saleValuesOf } from './sale-form-values';

const saved: StaffPriceSale = {
  id: 's1',
  name: 'Spring sale',
  target: 'category',
  targetId: 'modern',
  targetLabel: 'Modern',
  percentOff: 15,
  startsAt: '2026-03-01T08:00:00.000Z',
  endsAt: '2026-03-31T22:00:00.000Z',
  status: 'scheduled',
  createdAt: '2026-02-01T08:00:00.000Z',
};

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SaleFormValues>;
const check = (values: SaleFormValues) => saleFormResolver(values, undefined, options);

describe('the sale form', () => {
  it('starts empty, a sale of a design', () => {
    expect(saleValuesOf(null)).toEqual({
      name: '',
      target: 'design',
      targetId: '',
      percentOff: '',
      startsAt: '',
      endsAt: '',
    });
  });

  it('gives back a saved sale’s terms as they were, its times as the inputs show them', () => {
    const values = saleValuesOf(saved);
    expect(values).toMatchObject({ name: 'Spring sale', target: 'category', targetId: 'modern', percentOff: '15' });
    expect(values.startsAt).toMatch(/^2026-03-0[12]T\d\d:\d\d$/);
    const input = saleInputOf(values);
    expect(input).toMatchObject({ name: 'Spring sale', target: 'category', targetId: 'modern', percentOff: 15 });
    expect(Date.parse(input.startsAt ?? '')).toBe(Date.parse(saved.startsAt));
    expect(Date.parse(input.endsAt ?? '')).toBe(Date.parse(saved.endsAt));
  });

  it('checks the sale it becomes with the shared schema, each message on its field', async () => {
    const empty = await check(saleValuesOf(null));
    expect(Object.keys(empty.errors)).toEqual(['name', 'targetId', 'percentOff', 'startsAt', 'endsAt']);
    expect(empty.errors.percentOff?.message).toBe('Percent off must be a whole number.');
    expect(empty.errors.startsAt?.message).toBe('Use a date and time.');

    const values = { ...saleValuesOf(saved), percentOff: '95', endsAt: '2026-02-01T09:00' };
    const { errors } = await check(values);
    expect(errors.percentOff?.message).toBe('Percent off must be 1–90.');
    expect(errors.endsAt?.message).toBe('The end must be after the start.');
  });

  it('gives the input as the API takes it once the schema agrees', async () => {
    const values = { ...saleValuesOf(null), name: ' Summer ', targetId: 'design-001', percentOff: '20' };
    const { values: input } = await check({ ...values, startsAt: '2026-06-01T09:00', endsAt: '2026-06-30T18:00' });
    expect(input).toMatchObject({ name: 'Summer', target: 'design', targetId: 'design-001', percentOff: 20 });
    expect(Date.parse((input as { startsAt: string }).startsAt)).toBe(new Date(2026, 5, 1, 9).getTime());
  });
});
