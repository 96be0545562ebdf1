import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_LICENCE_IDS } from './licences.ts';
import { lineBreakdown } from './line-breakdown.ts';
import { lineTotalOf, type OrderedOption, type PricedLine } from './orders.ts';

const basement: OrderedOption = { id: 'basement', label: 'Basement foundation', priceCents: 39_500, leadDays: 10 };
const reverse: OrderedOption = { id: 'reverse', label: 'Right-reading reverse', priceCents: 10_000, leadDays: 2 };

const line = (fields: Partial<PricedLine>): PricedLine => {
  const unpriced = {
    designId: 'design-001',
    title: 'Modern Coastal Villa',
    licence: 'pdf-single' as const,
    unitPriceCents: 165_000,
    quantity: 1,
    options: [],
    ...fields,
  };
  return { ...unpriced, lineTotalCents: fields.lineTotalCents ?? lineTotalOf(unpriced) };
};

const rowsOf = (priced: PricedLine) => lineBreakdown(priced).map(({ label, cents }) => ({ label, cents }));

describe('a line’s breakdown', () => {
  it('prices the licence for its builds, then each option on its own row', () => {
    expect(rowsOf(line({ quantity: 2, options: [basement, reverse] }))).toEqual([
      { label: 'PDF plan set, 2 builds × $1,650.00', cents: 330_000 },
      { label: 'Basement foundation', cents: 39_500 },
      { label: 'Right-reading reverse', cents: 10_000 },
    ]);
  });

  it('names the licence alone for one build, and a licence not bought per build by its label', () => {
    expect(rowsOf(line({}))).toEqual([{ label: 'PDF plan set, single build', cents: 165_000 }]);
    expect(rowsOf(line({ licence: 'cad', unitPriceCents: 412_500, options: [reverse] }))).toEqual([
      { label: 'CAD files', cents: 412_500 },
      { label: 'Right-reading reverse', cents: 10_000 },
    ]);
    // Orders placed before licences could hold several of any licence.
    expect(rowsOf(line({ licence: 'cad', unitPriceCents: 90_000, quantity: 2 }))).toEqual([
      { label: 'CAD files, 2 × $900.00', cents: 180_000 },
    ]);
    expect(rowsOf(line({ licence: 'modification', unitPriceCents: 48_000 }))).toEqual([
      { label: 'Plan modification', cents: 48_000 },
    ]);
  });

  it('keeps the option each row prices, for what a page says beside it (its lead time)', () => {
    expect(lineBreakdown(line({ options: [basement] })).map((row) => row.option)).toEqual([undefined, basement]);
  });

  it('shows a stored total that differs from its parts as an adjustment, so the rows still add up', () => {
    expect(rowsOf(line({ options: [basement], lineTotalCents: 200_000 }))).toEqual([
      { label: 'PDF plan set, single build', cents: 165_000 },
      { label: 'Basement foundation', cents: 39_500 },
      { label: 'Adjustment', cents: -4_500 },
    ]);
  });

  const cents = fc.nat(2_000_000);
  const options = fc.array(
    fc.record({ id: fc.string(), label: fc.string(), priceCents: cents, leadDays: fc.nat(90) }),
    { maxLength: 7 },
  );
  const unpriced = fc.record({
    designId: fc.string(),
    title: fc.string(),
    licence: fc.constantFrom(...LINE_LICENCE_IDS),
    unitPriceCents: cents,
    quantity: fc.nat(99),
    options,
  });

  it('always adds up to the line’s total: the licence, and each option once', () => {
    fc.assert(
      fc.property(unpriced, (fields) => {
        const priced = { ...fields, lineTotalCents: lineTotalOf(fields) };
        const rows = lineBreakdown(priced);
        expect(rows.reduce((sum, row) => sum + row.cents, 0)).toBe(priced.lineTotalCents);
        expect(rows).toHaveLength(1 + fields.options.length);
        expect(rows.slice(1).map((row) => row.cents)).toEqual(fields.options.map((option) => option.priceCents));
      }),
    );
  });

  it('adds up to whatever total a line was stored with', () => {
    fc.assert(
      fc.property(unpriced, cents, (fields, lineTotalCents) => {
        const rows = lineBreakdown({ ...fields, lineTotalCents });
        expect(rows.reduce((sum, row) => sum + row.cents, 0)).toBe(lineTotalCents);
      }),
    );
  });
});
