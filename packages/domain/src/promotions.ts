import './zod-config.ts';
import { z } from 'zod';
import { LICENCE_IDS } from './licences.ts';
import { type Cents, formatMoney } from './money.ts';

/**
 * Promotion codes (decision 049): a percentage or an amount off the lines a code covers, one code per
 * order, applied by the server at checkout. The rules a buyer can meet are here, shared by the server
 * (which decides) and the two front ends (which explain).
 */

/** What a code may cover: every line, or the lines of some categories, designs or licence kinds. */
export const PROMOTION_SCOPES = ['all', 'categories', 'designs', 'licences'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

export const PROMOTION_SCOPE_LABELS: Record<PromotionScope, string> = {
  all: 'Everything',
  categories: 'Some categories',
  designs: 'Some designs',
  licences: 'Some licence kinds',
};

/** Codes are kept and compared in upper case: "spring10" at checkout is SPRING10. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const PROMO_CODE_MESSAGE = 'Use 3–32 letters, digits, dashes or underscores.';

/** A code as typed at checkout: blank is no code. */
export const promoCodeFieldSchema = z
  .string({ error: 'The promo code must be text.' })
  .trim()
  .max(64, 'This code is not valid.')
  .optional()
  .transform((code) => (code ? code.toUpperCase() : undefined));

/** The messages a refused code gets, on the checkout's `promoCode` field. */
export const PROMO_CODE_REFUSALS = {
  unknown: 'This code is not valid.',
  notStarted: 'This code is not active yet.',
  expired: 'This code has expired.',
  paused: 'This code is not active at the moment.',
  usedUp: 'This code has been used up.',
  usedByBuyer: 'You have already used this code.',
  outOfScope: 'This code does not apply to the designs in your cart.',
} as const;

export const minimumSubtotalMessage = (cents: Cents) =>
  `This code applies to orders of ${formatMoney(cents)} or more before tax.`;

const isoTime = z.iso.datetime({ offset: true, error: 'Use a date and time.' });
const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(1_000_000, `${label} must be at most 1,000,000.`)
    .nullable()
    .default(null);

/** Body of POST /api/admin/promotions and PUT /api/admin/promotions/:id. */
export const promotionInputSchema = z
  .object({
    code: z
      .string({ error: 'Code is required.' })
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(PROMO_CODE_PATTERN, PROMO_CODE_MESSAGE)),
    /** Whole percent off the covered lines, 1–100; or else `amountOffCents`. */
    percentOff: z
      .number({ error: 'Percent off must be a whole number.' })
      .int('Percent off must be a whole number.')
      .min(1, 'Percent off must be 1–100.')
      .max(100, 'Percent off must be 1–100.')
      .nullable()
      .default(null),
    /** An amount off the covered lines (never more than they cost). */
    amountOffCents: z
      .number({ error: 'Amount off must be a whole number of cents.' })
      .int('Amount off must be a whole number of cents.')
      .min(1, 'Amount off must be more than $0.00.')
      .max(100_000_000, 'Amount off is too large.')
      .nullable()
      .default(null),
    /** Orders the code may be used on in all (null: no limit); an order cancelled gives its use back. */
    maxUses: count('Total uses'),
    /** Orders one buyer (by e-mail) may use it on (null: no limit). */
    maxUsesPerBuyer: count('Uses per buyer'),
    startsAt: isoTime.nullable().default(null),
    endsAt: isoTime.nullable().default(null),
    /** The order's subtotal before tax it needs, 0 for none. */
    minSubtotalCents: z
      .number({ error: 'Minimum subtotal must be a whole number of cents.' })
      .int('Minimum subtotal must be a whole number of cents.')
      .min(0, 'Minimum subtotal cannot be negative.')
      .max(100_000_000, 'Minimum subtotal is too large.')
      .default(0),
    scope: z.enum(PROMOTION_SCOPES, { error: 'Choose what the code applies to.' }).default('all'),
    /** Category ids, design ids or licence ids, as `scope` says; empty for everything. */
    scopeValues: z.array(z.string().trim().min(1).max(64)).max(500, 'Choose at most 500.').default([]),
  })
  .superRefine((input, context) => {
    if ((input.percentOff === null) === (input.amountOffCents === null)) {
      context.addIssue({ code: 'custom', path: ['percentOff'], message: 'Give either a percent or an amount off.' });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
    }
    if (input.maxUses !== null && input.maxUsesPerBuyer !== null && input.maxUsesPerBuyer > input.maxUses) {
      context.addIssue({
        code: 'custom',
        path: ['maxUsesPerBuyer'],
        message: 'Uses per buyer cannot exceed total uses.',
      });
    }
    if (input.scope === 'all' && input.scopeValues.length > 0) {
      context.addIssue({ code: 'custom', path: ['scopeValues'], message: 'A code for everything names nothing.' });
    }
    if (input.scope !== 'all' && input.scopeValues.length === 0) {
      context.addIssue({ code: 'custom', path: ['scopeValues'], message: 'Choose at least one.' });
    }
    if (input.scope === 'licences') {
      const unknown = input.scopeValues.find((id) => !(LICENCE_IDS as readonly string[]).includes(id));
      if (unknown) context.addIssue({ code: 'custom', path: ['scopeValues'], message: `No licence kind ${unknown}.` });
    }
  });
export type PromotionInput = z.output<typeof promotionInputSchema>;
export type PromotionInputFields = z.input<typeof promotionInputSchema>;

/** The terms checkout prices with. */
export type PromotionTerms = Pick<
  PromotionInput,
  'code' | 'percentOff' | 'amountOffCents' | 'minSubtotalCents' | 'scope' | 'scopeValues'
>;

/** A line as the discount sees it: what it is and what it costs with its options. */
export interface DiscountableLine {
  designId: string;
  categoryId: string | null;
  licence: string;
  lineTotalCents: Cents;
}

/** Whether a code covers a line. */
export function covers(terms: Pick<PromotionTerms, 'scope' | 'scopeValues'>, line: DiscountableLine): boolean {
  switch (terms.scope) {
    case 'all':
      return true;
    case 'categories':
      return line.categoryId !== null && terms.scopeValues.includes(line.categoryId);
    case 'designs':
      return terms.scopeValues.includes(line.designId);
    case 'licences':
      return terms.scopeValues.includes(line.licence);
  }
}

/**
 * The discount a code gives an order, or why it gives none: the minimum is checked against the whole
 * subtotal, the discount taken from the lines it covers (a percentage rounded half up, an amount no
 * more than they cost).
 */
export function discountFor(
  terms: PromotionTerms,
  lines: readonly DiscountableLine[],
): { ok: true; discountCents: Cents } | { ok: false; message: string } {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (subtotal < terms.minSubtotalCents) return { ok: false, message: minimumSubtotalMessage(terms.minSubtotalCents) };
  const covered = lines.filter((line) => covers(terms, line)).reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (covered === 0) return { ok: false, message: PROMO_CODE_REFUSALS.outOfScope };
  const discountCents =
    terms.percentOff !== null
      ? Math.round((covered * terms.percentOff) / 100)
      : Math.min(terms.amountOffCents ?? 0, covered);
  return { ok: true, discountCents };
}

/** "10% off", "$25.00 off" */
export function describeDiscount(terms: Pick<PromotionTerms, 'percentOff' | 'amountOffCents'>): string {
  return terms.percentOff !== null ? `${terms.percentOff}% off` : `${formatMoney(terms.amountOffCents ?? 0)} off`;
}

export const PROMOTION_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'paused'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  paused: 'Paused',
};

/** Where a code stands at `now`: paused first, then its window, then its uses. */
export function promotionStatus(
  promotion: {
    pausedAt: string | null;
    startsAt: string | null;
    endsAt: string | null;
    maxUses: number | null;
    uses: number;
  },
  now: Date,
): PromotionStatus {
  if (promotion.pausedAt) return 'paused';
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now.getTime()) return 'expired';
  if (promotion.startsAt && Date.parse(promotion.startsAt) > now.getTime()) return 'scheduled';
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) return 'used_up';
  return 'active';
}

const isoDateTime = z.iso.datetime({ offset: true });

/** A code as staff see it, with its figures: orders placed with it (not cancelled), and of those paid. */
export const staffPromotionSchema = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerBuyer: z.number().int().nullable(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  minSubtotalCents: z.number().int(),
  scope: z.enum(PROMOTION_SCOPES),
  scopeValues: z.array(z.string()),
  pausedAt: isoDateTime.nullable(),
  status: z.enum(PROMOTION_STATUSES),
  /** Orders holding a use (placed and not cancelled). */
  uses: z.number().int(),
  /** Of those, the paid or refunded ones: what they came to after the discount, and the discount given. */
  paidOrders: z.number().int(),
  revenueCents: z.number().int(),
  discountCents: z.number().int(),
  createdAt: isoDateTime,
});
export type StaffPromotion = z.infer<typeof staffPromotionSchema>;

export const staffPromotionListSchema = z.object({ promotions: z.array(staffPromotionSchema) });
export type StaffPromotionList = z.infer<typeof staffPromotionListSchema>;

export const staffPromotionResponseSchema = z.object({ promotion: staffPromotionSchema });

/** What a code may be scoped to that only the server knows: the shop's categories. */
export const promotionChoicesSchema = z.object({
  categories: z.array(z.object({ id: z.string(), label: z.string() })),
});
