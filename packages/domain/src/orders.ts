import { minutesToWait } from './wait-time.ts';
import './zod-config.ts';
import { z } from 'zod';
import type { InvoiceLink } from './invoices.ts';
import type { LicenceUpgradeOffer } from './licence-upgrades.ts';
import { LINE_LICENCE_IDS } from './licences.ts';
import { lineTotalOf } from './line-total.ts';
import { type Cents, taxFor } from './money.ts';
import { formatNumber } from './number-format.ts';
import type { GrantFile } from './plan-files.ts';

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

/** Integer cents, never negative. */
export const centsSchema = z.number().int().nonnegative();

/** A plan option as an order line bought it (decision 043): what it was called and cost then. */
export const orderedOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  priceCents: centsSchema,
  /** Days from payment until its drawing is due. */
  leadDays: z.number().int().nonnegative(),
});
export type OrderedOption = z.infer<typeof orderedOptionSchema>;

export const pricedLineSchema = z.object({
  designId: z.string(),
  title: z.string(),
  /**
   * The licence bought (decision 032; orders placed before licences bought the base licence), or a
   * modification quote's payment (decision 053).
   */
  licence: z.enum(LINE_LICENCE_IDS),
  unitPriceCents: centsSchema,
  quantity: z.number().int().nonnegative(),
  /** The plan options bought once with the line; the line's total includes them. */
  options: z.array(orderedOptionSchema),
  lineTotalCents: centsSchema,
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const orderTotalsSchema = z.object({
  /** The lines' totals added up, before any discount. */
  subtotalCents: centsSchema,
  /** What a promotion code took off the subtotal (decision 049); tax is on what remains. */
  discountCents: centsSchema,
  /** The code that gave it, or null. */
  promoCode: z.string().nullable(),
  /** A study set's price credited on this order (decision 051), taken after the discount. */
  creditCents: centsSchema,
  /** "Study set credit (order AP-…)", or null without a credit. */
  creditNote: z.string().nullable(),
  taxRateBasisPoints: z.number().int().nonnegative(),
  taxCents: centsSchema,
  totalCents: centsSchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** A line's total: the licence per build, the options once. */
export { lineTotalOf } from './line-total.ts';

/** What is taken off an order's subtotal: a code's discount, then a study set's credit. */
export interface Reductions {
  /** `lines`: which lines the code covers (by index, every line when absent); it is taken from those. */
  discount?: { code: string; cents: number; lines?: readonly boolean[] } | null;
  /** `designs`: what each design's line is credited (its study set's price). */
  credit?: { note: string; cents: number; designs: Readonly<Record<string, number>> } | null;
}

/** What a line was given off: its share of the code's discount and its study set's credit. */
export interface LineReductions {
  discountCents: Cents;
  creditCents: Cents;
}

/** A line as an order is written: priced, with its share of the order's reductions. */
export type OrderLinePrice = PricedLine & LineReductions;

/**
 * Splits `total` over `weights` in proportion, to the cent, the parts adding up to `total` exactly
 * (largest remainders get the odd cents, the earlier line on a tie).
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left--;
  }
  return parts;
}

/**
 * The one pricing function (decision 064): line totals, the discount a code gave (shared over the lines
 * it covers), each design's study-set credit on its own line, tax on what remains and the total, all in
 * integer cents, from prices read from the database. Neither reduction takes a line below zero. Cart,
 * checkout, order, e-mail, invoice, admin, CSV and analytics all read what this returns (or what was
 * stored from it).
 */
export function priceOrder(
  lines: readonly Omit<PricedLine, 'lineTotalCents'>[],
  taxRateBasisPoints: number,
  { discount = null, credit = null }: Reductions = {},
): { lines: OrderLinePrice[]; totals: OrderTotals } {
  const totalsOfLines = lines.map((line) => lineTotalOf(line));
  const subtotalCents = totalsOfLines.reduce((sum, cents) => sum + cents, 0);
  const covered = totalsOfLines.map((cents, index) => (discount?.lines ? (discount.lines[index] ? cents : 0) : cents));
  const coveredCents = covered.reduce((sum, cents) => sum + cents, 0);
  const discounts = allocate(Math.min(discount?.cents ?? 0, coveredCents), covered);
  const priced = lines.map((line, index) => {
    const lineTotalCents = totalsOfLines[index] ?? 0;
    const discountCents = discounts[index] ?? 0;
    const creditCents = Math.min(credit?.designs[line.designId] ?? 0, lineTotalCents - discountCents);
    return { ...line, lineTotalCents, discountCents, creditCents };
  });
  const discountCents = priced.reduce((sum, line) => sum + line.discountCents, 0);
  const creditCents = priced.reduce((sum, line) => sum + line.creditCents, 0);
  const totals = {
    subtotalCents,
    discountCents,
    promoCode: discount?.code ?? null,
    creditCents,
    creditNote: creditCents > 0 ? (credit?.note ?? null) : null,
  };
  return { lines: priced, totals: totalsAtRate(totals, taxRateBasisPoints) };
}

/**
 * The same totals taxed at another rate (the checkout's country changed): tax on what the reductions
 * leave, and the total. Reductions do not depend on the country, so nothing else moves.
 */
export function totalsAtRate(
  totals: Pick<OrderTotals, 'subtotalCents' | 'discountCents' | 'promoCode' | 'creditCents' | 'creditNote'>,
  taxRateBasisPoints: number,
): OrderTotals {
  const taxable = totals.subtotalCents - totals.discountCents - totals.creditCents;
  const taxCents = taxFor(taxable, taxRateBasisPoints);
  return {
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    promoCode: totals.promoCode,
    creditCents: totals.creditCents,
    creditNote: totals.creditNote,
    taxRateBasisPoints,
    taxCents,
    totalCents: taxable + taxCents,
  };
}

/**
 * What a line's buyer really paid for its licence, before tax: the licence's price for its builds less
 * the licence's share of the line's discount (options bought with it keep theirs) and less its study
 * set's credit. A licence upgrade takes this off (decision 052).
 */
export function paidForLicence(
  line: Pick<PricedLine, 'unitPriceCents' | 'quantity' | 'lineTotalCents'> & LineReductions,
): Cents {
  const licenceCents = line.unitPriceCents * line.quantity;
  const licenceDiscount =
    line.lineTotalCents > 0 ? Math.round((line.discountCents * licenceCents) / line.lineTotalCents) : 0;
  return Math.max(0, licenceCents - licenceDiscount - line.creditCents);
}

/**
 * What is still paid of `cents` paid on an order once refunds gave some back: each refund returns its
 * share of everything the order charged, so `cents` keeps the part of the total not refunded, in whole
 * cents (rounded down: a refund never leaves more counted as paid than was). A licence upgrade takes
 * this off, not what was paid before the refund (decision 070).
 */
export function keptAfterRefunds(cents: Cents, order: { totalCents: Cents; refundedCents: Cents }): Cents {
  if (order.refundedCents <= 0) return cents;
  if (order.refundedCents >= order.totalCents) return 0;
  return Math.floor((cents * (order.totalCents - order.refundedCents)) / order.totalCents);
}

/** "Discount (SPRING10)": the label of a discount on the order, the e-mails and the invoice. */
export const discountLabel = (promoCode: string | null) => (promoCode ? `Discount (${promoCode})` : 'Discount');

/**
 * The totals as every page, e-mail and invoice lists them: subtotal, the discount and the credit
 * (negative amounts, only when there is one), tax and total.
 */
export function totalRows(totals: OrderTotals): { label: string; cents: number }[] {
  return [
    { label: 'Subtotal', cents: totals.subtotalCents },
    ...(totals.discountCents > 0 ? [{ label: discountLabel(totals.promoCode), cents: -totals.discountCents }] : []),
    ...(totals.creditCents > 0 ? [{ label: totals.creditNote ?? 'Credit', cents: -totals.creditCents }] : []),
    { label: `Tax (${formatTaxRate(totals.taxRateBasisPoints)})`, cents: totals.taxCents },
    { label: 'Total', cents: totals.totalCents },
  ];
}

/** '825' basis points → '8.25%' */
export function formatTaxRate(basisPoints: number): string {
  return `${formatNumber(basisPoints / 100)}%`;
}

/** One file of one design of a paid order; each has its own link and its own count of uses. */
export interface DownloadLink {
  designId: string;
  title: string;
  file: GrantFile;
  /** "Plan set (PDF)", or the option's label ("Basement foundation"). */
  label: string;
  url: string;
  expiresAt: string;
  usesLeft: number;
  /** The plan file's version (decision 046); null for an option's drawing or a generated plan set. */
  version: number | null;
  /** What changed in that version; null for version 1. */
  changeNote: string | null;
}

/** How to pay by bank transfer: the account's details, label and value, then the region's paragraphs. */
export interface PaymentInstructions {
  /** In order, only those set: account holder, bank, IBAN (in groups of four), BIC/SWIFT, routing number, account number, payment reference. */
  details: { label: string; value: string }[];
  paragraphs: string[];
}

/** What the buyer sees on the confirmation page. */
export interface BuyerOrder {
  number: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  customerName: string;
  email: string;
  paymentProvider: PaymentProviderName;
  lines: PricedLine[];
  totals: OrderTotals;
  downloads: DownloadLink[];
  /** The order's invoice and credit notes, oldest first (decision 045). */
  invoices: InvoiceLink[];
  /** Bank transfer details, for manual payment while the order awaits payment. */
  paymentInstructions: PaymentInstructions | null;
  /** Hosted payment page to complete an unpaid order paid by card. */
  paymentUrl: string | null;
  /** The wider licences its lines can be upgraded to, paying the difference (decision 052); only once paid. */
  upgrades: LicenceUpgradeOffer[];
}

/** '2026-02-30' and '0000-00-00' have the right shape but name no day. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The days a date filter may name. The shop has no data outside them, and the server queries up to the
 * day after the end of a range: after 9999-12-31 comes year 10000, which the database cannot be sent.
 */
export const QUERY_DAY_MIN = '1970-01-01';
export const QUERY_DAY_MAX = '2999-12-31';

/** A `YYYY-MM-DD` query parameter that names a real day between QUERY_DAY_MIN and QUERY_DAY_MAX. */
export const dayQueryParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .refine(isCalendarDate, { message: 'This date does not exist.', abort: true })
  .refine(
    (day) => day >= QUERY_DAY_MIN && day <= QUERY_DAY_MAX,
    `Choose a date from ${QUERY_DAY_MIN} to ${QUERY_DAY_MAX}.`,
  );

/** An optional dayQueryParam. */
export const dateQueryParam = dayQueryParam.optional();

export const STAFF_ORDERS_PAGE_SIZE = 25;

/** Order numbers look like AP-7KQ2-M9XD; lower case and stray spaces are forgiven. */
export const orderNumberSchema = z
  .string({ error: 'Please enter your order number.' })
  .trim()
  .min(1, 'Please enter your order number.')
  .max(40, 'This order number is too long.')
  .transform((number) => number.toUpperCase());

/** "Find my order": the buyer's e-mail address and order number (storefront form and POST /api/orders/find). */
export const findOrderRequestSchema = z.object({
  // The rule of buyer-email.ts, written out: importing that module here put it, with zod, into the
  // chunk every storefront page loads (the first-load browser test catches it).
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'This email address is too long.')
    .pipe(z.email('Please enter a valid email address.'))
    .transform((email) => email.toLowerCase()),
  orderNumber: orderNumberSchema,
});
export type FindOrderRequest = z.infer<typeof findOrderRequestSchema>;

/** The same answer whether or not the pair matched, so the form tells nobody which orders exist. */
export const FIND_ORDER_ANSWER =
  'If an order with that number was placed with this email address, we have sent its link to that address.';

export interface FindOrderResult {
  message: string;
}

/** Shown when one client looked up too many orders in a short time. */
export function findOrderLimitMessage(retryAfterSeconds: number): string {
  return `You have looked up orders several times in a short time. Please try again in ${minutesToWait(retryAfterSeconds)}.`;
}
