import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, formatTaxRate, isCalendarDate, paidForLicence, priceOrder, totalRows } from './orders.ts';
import { staffOrderListQuerySchema } from './staff-orders.ts';

describe('priceOrder', () => {
  it('computes line totals, tax rounded to the cent, and the total in integer cents', () => {
    const { lines, totals } = priceOrder(
      [
        { designId: 'a', title: 'A', licence: 'pdf-single', unitPriceCents: 450000, quantity: 1, options: [] },
        { designId: 'b', title: 'B', licence: 'pdf-single', unitPriceCents: 175050, quantity: 3, options: [] },
      ],
      825,
    );
    expect(lines.map((line) => line.lineTotalCents)).toEqual([450000, 525150]);
    expect(totals).toEqual({
      subtotalCents: 975150,
      discountCents: 0,
      promoCode: null,
      creditCents: 0,
      creditNote: null,
      taxRateBasisPoints: 825,
      taxCents: 80450,
      totalCents: 1055600,
    });
  });

  it('taxes the subtotal after a discount, which never exceeds it, and lists the discount as a row', () => {
    const line = { designId: 'a', title: 'A', licence: 'pdf-single' as const, unitPriceCents: 10000, quantity: 1 };
    const { totals } = priceOrder([{ ...line, options: [] }], 2000, { discount: { code: 'SAVE', cents: 2500 } });
    expect(totals).toMatchObject({ subtotalCents: 10000, discountCents: 2500, taxCents: 1500, totalCents: 9000 });
    expect(totalRows(totals)).toEqual([
      { label: 'Subtotal', cents: 10000 },
      { label: 'Discount (SAVE)', cents: -2500 },
      { label: 'Tax (20%)', cents: 1500 },
      { label: 'Total', cents: 9000 },
    ]);
    const capped = priceOrder([{ ...line, options: [] }], 0, { discount: { code: 'ALL', cents: 99999 } }).totals;
    expect(capped).toMatchObject({ discountCents: 10000, totalCents: 0 });
    const credited = priceOrder([{ ...line, options: [] }], 2000, {
      discount: { code: 'SAVE', cents: 2500 },
      credit: { note: 'Study set credit (order AP-1)', cents: 9000, designs: { a: 9000 } },
    }).totals;
    // The credit takes what the discount left, no more; nothing remains to tax.
    expect(credited).toMatchObject({ discountCents: 2500, creditCents: 7500, taxCents: 0, totalCents: 0 });
    expect(totalRows(credited).map((row) => [row.label, row.cents])).toEqual([
      ['Subtotal', 10000],
      ['Discount (SAVE)', -2500],
      ['Study set credit (order AP-1)', -7500],
      ['Tax (20%)', 0],
      ['Total', 0],
    ]);
    expect(totalRows(priceOrder([{ ...line, options: [] }], 0).totals).map((row) => row.label)).toEqual([
      'Subtotal',
      'Tax (0%)',
      'Total',
    ]);
  });

  it('takes a discount from the lines the code covers and a credit from the line of its design', () => {
    const lines = [
      { designId: 'a', title: 'A', licence: 'pdf-single' as const, unitPriceCents: 580000, quantity: 1, options: [] },
      {
        designId: 'b',
        title: 'B',
        licence: 'cad' as const,
        unitPriceCents: 1000000,
        quantity: 1,
        options: [{ id: 'reverse', label: 'Reversed plan', priceCents: 20000, leadDays: 5 }],
      },
    ];
    const priced = priceOrder(lines, 0, {
      discount: { code: 'PDF90', cents: 522000, lines: [true, false] },
      credit: { note: 'Study set credit (order AP-1)', cents: 39000, designs: { b: 39000 } },
    });
    expect(priced.lines.map((line) => [line.discountCents, line.creditCents])).toEqual([
      [522000, 0],
      [0, 39000],
    ]);
    expect(priced.totals).toMatchObject({ discountCents: 522000, creditCents: 39000, totalCents: 1039000 });
    // The PDF set was paid $580.00, not its list price; the options' price is not the licence's.
    expect(priced.lines.map(paidForLicence)).toEqual([58000, 961000]);
  });

  it('shares a discount over the covered lines to the cent', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(5_000_000), { minLength: 1, maxLength: 8 }), (total, weights) => {
        const parts = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(sum > 0 ? total : 0);
        parts.forEach((part, index) => {
          expect(part).toBeGreaterThanOrEqual(0);
          if (sum > 0) expect(Math.abs(part - (total * (weights[index] ?? 0)) / sum)).toBeLessThan(1);
        });
      }),
    );
  });

  it('has no tax at a zero rate', () => {
    expect(
      priceOrder(
        [{ designId: 'a', title: 'A', licence: 'pdf-single', unitPriceCents: 100, quantity: 2, options: [] }],
        0,
      ).totals,
    ).toEqual({
      subtotalCents: 200,
      discountCents: 0,
      promoCode: null,
      creditCents: 0,
      creditNote: null,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 200,
    });
  });

  it('formats basis points as a percentage', () => {
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRate(825)).toBe('8.25%');
    expect(formatTaxRate(2000)).toBe('20%');
  });

  it('prints every rate from 0% to 100% as Intl does for en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (let basisPoints = 0; basisPoints <= 10_000; basisPoints++) {
      expect(formatTaxRate(basisPoints)).toBe(`${intl.format(basisPoints / 100)}%`);
    }
  });
});

describe('staff order filter dates', () => {
  it('accepts real days only', () => {
    expect(['2026-01-31', '2028-02-29', '0001-01-01'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['0000-00-00', '2026-13-01', '2026-02-29', '2026-04-31', '2026-1-1'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('gives a clear message for an impossible date', () => {
    const result = staffOrderListQuerySchema.safeParse({ to: '2026-13-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This date does not exist.');
  });

  it('refuses real days the server cannot query, with one message per field', () => {
    const outside = 'Choose a date from 1970-01-01 to 2999-12-31.';
    for (const day of ['9999-12-31', '0001-01-01', '1969-12-31', '3000-01-01']) {
      const result = staffOrderListQuerySchema.safeParse({ to: day });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([outside]);
    }
    expect(
      staffOrderListQuerySchema.safeParse({ from: '0000-00-00' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['This date does not exist.']);
    expect(staffOrderListQuerySchema.safeParse({ from: '1970-01-01', to: '2999-12-31' }).success).toBe(true);
  });
});
