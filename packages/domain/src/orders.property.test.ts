import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxFor } from './money.ts';
import {
  keptAfterRefunds,
  lineTotalOf,
  type OrderedOption,
  type PricedLine,
  paidForLicence,
  priceOrder,
  type Reductions,
  totalRows,
  totalsAtRate,
} from './orders.ts';

// The one pricing function (decision 064) for any basket: what the order, its pages, its documents and
// its upgrades read from it must add up to the cent.

const option: fc.Arbitrary<OrderedOption> = fc.record({
  id: fc.constantFrom('slab', 'basement', 'reverse', 'materials-list'),
  label: fc.constant('Option'),
  priceCents: fc.nat(2_000_000),
  leadDays: fc.integer({ min: 1, max: 90 }),
});

/** A checkout's lines: one per design (the checkout refuses a design twice), any licence, builds and options. */
const lines = fc
  .uniqueArray(
    fc.record({
      designId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      title: fc.constant('Design'),
      licence: fc.constantFrom('pdf-single', 'cad', 'unlimited', 'study'),
      unitPriceCents: fc.oneof(fc.nat(5_000_000), fc.nat(100)),
      quantity: fc.integer({ min: 1, max: 5 }),
      options: fc.array(option, { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 6, selector: (line) => line.designId },
  )
  .map((drawn) => drawn as Omit<PricedLine, 'lineTotalCents'>[]);

/** A code's discount over some of the lines (every line when `lines` is absent), and study-set credits by design. */
const reductions = (count: number): fc.Arbitrary<Reductions> =>
  fc.record({
    discount: fc.option(
      fc.record(
        {
          code: fc.constantFrom('SAVE10', 'FLAT'),
          cents: fc.oneof(fc.nat(20_000_000), fc.nat(1_000)),
          lines: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
        },
        { requiredKeys: ['code', 'cents'] },
      ),
    ),
    credit: fc.option(
      fc.dictionary(fc.constantFrom('a', 'b', 'c', 'g'), fc.nat(3_000_000), { maxKeys: 3 }).map((designs) => ({
        note: 'Study set credit (order AP-1)',
        cents: Object.values(designs).reduce((sum, cents) => sum + cents, 0),
        designs,
      })),
    ),
  });

const basket = lines.chain((drawn) =>
  fc.record({ lines: fc.constant(drawn), reductions: reductions(drawn.length), rate: fc.nat(3_000) }),
);

describe('priceOrder for any basket', () => {
  it('shares the discount over the lines it covers, credits only the design’s line, and adds up', () => {
    fc.assert(
      fc.property(basket, ({ lines: drawn, reductions: { discount, credit }, rate }) => {
        const { lines: priced, totals } = priceOrder(drawn, rate, { discount, credit });
        const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
        const coveredTotal = sum(
          priced.map((line, index) => (discount?.lines && !discount.lines[index] ? 0 : line.lineTotalCents)),
        );

        expect(priced.map((line) => line.lineTotalCents)).toEqual(drawn.map(lineTotalOf));
        expect(totals.subtotalCents).toBe(sum(priced.map((line) => line.lineTotalCents)));
        // The discount asked for, at most what the covered lines cost, shared over them alone.
        expect(totals.discountCents).toBe(Math.min(discount?.cents ?? 0, coveredTotal));
        expect(sum(priced.map((line) => line.discountCents))).toBe(totals.discountCents);
        priced.forEach((line, index) => {
          const covered = !discount?.lines || discount.lines[index];
          if (!covered) expect(line.discountCents).toBe(0);
          else if (coveredTotal > 0) {
            // In proportion to the line's total, to the cent.
            const share = (totals.discountCents * line.lineTotalCents) / coveredTotal;
            expect(Math.abs(line.discountCents - share)).toBeLessThan(1);
          }
        });
        // A credit sits on its design's line only, up to its study set's price.
        expect(sum(priced.map((line) => line.creditCents))).toBe(totals.creditCents);
        for (const line of priced) {
          const owed = credit?.designs[line.designId] ?? 0;
          expect(line.creditCents).toBeLessThanOrEqual(owed);
          expect(line.creditCents).toBe(Math.min(owed, line.lineTotalCents - line.discountCents));
          // No line below zero, and what it kept of its licence is within what the line came to.
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          expect(line.creditCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents + line.creditCents).toBeLessThanOrEqual(line.lineTotalCents);
          const paid = paidForLicence(line);
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(line.unitPriceCents * line.quantity);
          expect(paid).toBeLessThanOrEqual(line.lineTotalCents - line.discountCents - line.creditCents);
        }
        expect(totals.creditNote).toBe(totals.creditCents > 0 ? (credit?.note ?? null) : null);

        const taxable = totals.subtotalCents - totals.discountCents - totals.creditCents;
        expect(taxable).toBeGreaterThanOrEqual(0);
        expect(totals.taxRateBasisPoints).toBe(rate);
        expect(totals.taxCents).toBe(taxFor(taxable, rate));
        expect(totals.totalCents).toBe(
          totals.subtotalCents - totals.discountCents - totals.creditCents + totals.taxCents,
        );
        // The rows every page and document prints add up to the total they end with.
        const rows = totalRows(totals);
        expect(rows.at(-1)).toEqual({ label: 'Total', cents: totals.totalCents });
        expect(sum(rows.slice(0, -1).map((row) => row.cents))).toBe(totals.totalCents);
      }),
      { numRuns: 500 },
    );
  });

  it('taxes the same reductions at another rate as priceOrder would at that rate', () => {
    fc.assert(
      fc.property(basket, fc.nat(3_000), ({ lines: drawn, reductions: given, rate }, otherRate) => {
        const { totals } = priceOrder(drawn, rate, given);
        expect(totalsAtRate(totals, otherRate)).toEqual(priceOrder(drawn, otherRate, given).totals);
        expect(totalsAtRate(totals, rate)).toEqual(totals);
      }),
      { numRuns: 300 },
    );
  });

  it('counts towards an upgrade only what refunds left of a payment, never more', () => {
    const order = fc.nat(10_000_000).chain((totalCents) =>
      fc.record({
        totalCents: fc.constant(totalCents),
        refundedCents: fc.nat(totalCents),
        paid: fc.nat(totalCents),
      }),
    );
    fc.assert(
      fc.property(order, ({ paid, ...refunded }) => {
        const kept = keptAfterRefunds(paid, refunded);
        expect(Number.isInteger(kept)).toBe(true);
        expect(kept).toBeGreaterThanOrEqual(0);
        expect(kept * refunded.totalCents).toBeLessThanOrEqual(paid * (refunded.totalCents - refunded.refundedCents));
        if (refunded.refundedCents === 0) expect(kept).toBe(paid);
        if (refunded.refundedCents === refunded.totalCents) expect(kept).toBe(0);
      }),
    );
  });
});
