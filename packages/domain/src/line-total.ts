import type { Cents } from './money.ts';
import { planOptionsTotal } from './plan-options.ts';

/**
 * A line's total: the licence per build, the options once. The order's pricing function and the cart
 * both read it (its own module, so the cart's browser code takes it without the order schemas).
 */
export const lineTotalOf = (line: {
  unitPriceCents: Cents;
  quantity: number;
  options: readonly { priceCents: Cents }[];
}): Cents => line.unitPriceCents * line.quantity + planOptionsTotal(line.options);
