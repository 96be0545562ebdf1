import type { LicenceId } from '@atelier/domain';
import fc from 'fast-check';
import { COUNTRIES, type CodeTerms, STUDY_DESIGNS } from './money-basket.ts';

/*
 * What a money property test draws (decision 064): the shop's sales and promotion code, a study set, and
 * baskets with what happens to their orders (payment, refunds, licence upgrades).
 */

const DESIGN_IDS = Array.from({ length: 12 }, (_, index) => `design-${String(index + 1).padStart(3, '0')}`);
const CATEGORY_IDS = ['residential', 'eco-friendly', 'multi-family', 'commercial', 'mixed-use', 'renovation'];

/** A sale of a design or a category: running, ended by staff, ended by its window, or not started. */
const saleArb = fc.record({
  target: fc.oneof(
    fc.constantFrom(...DESIGN_IDS).map((id) => ({ target: 'design' as const, id })),
    fc.constantFrom(...CATEGORY_IDS).map((id) => ({ target: 'category' as const, id })),
  ),
  percentOff: fc.integer({ min: 1, max: 90 }),
  state: fc.constantFrom('running', 'running', 'ended-by-staff', 'ended', 'scheduled'),
});

/** A code of any scope, percent or amount off, with or without a minimum subtotal. */
const codeArb = fc
  .record({
    scope: fc.constantFrom('all', 'categories', 'designs', 'licences') as fc.Arbitrary<CodeTerms['scope']>,
    categories: fc.subarray(CATEGORY_IDS, { minLength: 1, maxLength: 3 }),
    designs: fc.subarray(DESIGN_IDS, { minLength: 1, maxLength: 5 }),
    licences: fc.subarray(['pdf-single', 'cad', 'unlimited', 'study'], { minLength: 1, maxLength: 2 }),
    off: fc.oneof(
      fc.integer({ min: 1, max: 100 }).map((percentOff) => ({ percentOff, amountOffCents: null })),
      fc.integer({ min: 1, max: 2_500_000 }).map((amountOffCents) => ({ percentOff: null, amountOffCents })),
    ),
    minSubtotalCents: fc.oneof(
      { arbitrary: fc.constant(0), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 2_500_000 }), weight: 1 },
    ),
  })
  .map(
    (drawn): Omit<CodeTerms, 'code'> => ({
      ...drawn.off,
      minSubtotalCents: drawn.minSubtotalCents,
      scope: drawn.scope,
      scopeValues: drawn.scope === 'all' ? [] : drawn[drawn.scope],
    }),
  );

const lineArb = fc.record({
  designId: fc.constantFrom(...DESIGN_IDS),
  licence: fc.constantFrom<LicenceId>('pdf-single', 'pdf-single', 'cad', 'unlimited', 'study'),
  builds: fc.integer({ min: 1, max: 3 }),
  optionPicks: fc.array(fc.nat(6), { maxLength: 3 }),
});

/** A basket and what happens to its order: paid or not, refunds, upgrades (each paid or left unpaid). */
const basketArb = fc.record({
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 4, selector: (line) => line.designId }),
  country: fc.constantFrom(...COUNTRIES),
  withCode: fc.constantFrom(true, true, false),
  paid: fc.constantFrom(true, true, true, false),
  /** A partial refund before any upgrade; the rest refunded at the end. */
  partialRefund: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  refundRest: fc.boolean(),
  /** Which line to upgrade (the first, a study set's build line, most often), whether to pay it, what to refund of it. */
  upgrades: fc.array(
    fc.record({ pick: fc.oneof(fc.constant(0), fc.nat(3)), paid: fc.boolean(), refundPercent: fc.nat(60) }),
    { maxLength: 2 },
  ),
});

/** One run: the sales and the code staff set up, a study set perhaps, and up to three baskets. */
export const runArb = fc.record({
  sales: fc.array(saleArb, { maxLength: 3 }),
  code: fc.option(codeArb, { nil: null, freq: 4 }),
  /** A paid study set of a design, then a build licence of it in the first basket with its order number. */
  study: fc.option(
    fc.record({
      designId: fc.constantFrom(...STUDY_DESIGNS),
      licence: fc.constantFrom<LicenceId>('pdf-single', 'cad', 'unlimited'),
      withCode: fc.boolean(),
    }),
    { nil: null },
  ),
  baskets: fc.array(basketArb, { minLength: 1, maxLength: 3 }),
});
export type Run = typeof runArb extends fc.Arbitrary<infer T> ? T : never;
