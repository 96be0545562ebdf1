import { isPerBuild, type LineLicence, lineLicenceTerms } from './licences.ts';
import { type Cents, formatMoney } from './money.ts';

/*
 * A line's price as arithmetic the buyer can check (cart, checkout, order page, e-mails, invoice, admin):
 * the licence (unit price × builds when there are several), then each plan option at its own price. The
 * rows add up to the line's total, which the pages print after them.
 */

/** A plan option as a line prices it: an order line's snapshot, or a cart line's option. */
export interface PricedOption {
  label: string;
  priceCents: Cents;
}

/** What a line's breakdown is read from: a `PricedLine`, or a cart item adapted to one (cart.ts). */
export interface BreakdownLine<Option extends PricedOption = PricedOption> {
  licence: LineLicence;
  unitPriceCents: Cents;
  quantity: number;
  options: readonly Option[];
  lineTotalCents: Cents;
}

/** One row: what is paid for and its amount, and the option it prices (absent for the licence). */
export interface BreakdownRow<Option extends PricedOption = PricedOption> {
  label: string;
  cents: Cents;
  option?: Option;
}

/** The label a line's total is printed under, after its rows. */
export const LINE_TOTAL_LABEL = 'Line total';

/** A per-build licence's name before its number of builds: "PDF plan set, 2 builds × $1,650.00". */
const PER_BUILD_NAMES: Partial<Record<LineLicence, string>> = { 'pdf-single': 'PDF plan set' };

/** "PDF plan set, single build"; "PDF plan set, 2 builds × $1,650.00"; "CAD files, 2 × $4,125.00". */
function licenceRowLabel({ licence, quantity, unitPriceCents }: BreakdownLine<PricedOption>): string {
  const { label } = lineLicenceTerms(licence);
  if (quantity <= 1) return label;
  const unit = formatMoney(unitPriceCents);
  return isPerBuild(licence)
    ? `${PER_BUILD_NAMES[licence] ?? label}, ${quantity} builds × ${unit}`
    : `${label}, ${quantity} × ${unit}`;
}

/**
 * The rows of a line's price, adding up to its `lineTotalCents`: the licence for its builds, then each
 * option once. A stored total that differs from its parts (it never should) gets an "Adjustment" row, so
 * what is printed still adds up and the difference shows.
 */
export function lineBreakdown<Option extends PricedOption>(line: BreakdownLine<Option>): BreakdownRow<Option>[] {
  const rows: BreakdownRow<Option>[] = [
    { label: licenceRowLabel(line), cents: line.unitPriceCents * line.quantity },
    ...line.options.map((option) => ({ label: option.label, cents: option.priceCents, option })),
  ];
  const difference = line.lineTotalCents - rows.reduce((sum, row) => sum + row.cents, 0);
  return difference === 0 ? rows : [...rows, { label: 'Adjustment', cents: difference }];
}
