import './zod-config.ts';
import { z } from 'zod';
import type { Cents } from './money.ts';

/**
 * Sales (decision 050): a design's or a category's prices reduced by a percentage between two times.
 * While a sale runs, every licence of the design costs that much less, the regular price is shown
 * struck through, and checkout charges the reduced price. Overlapping sales do not add up: the largest
 * reduction applies.
 */

export const SALE_TARGETS = ['design', 'category'] as const;
export type SaleTarget = (typeof SALE_TARGETS)[number];

export const SALE_TARGET_LABELS: Record<SaleTarget, string> = { design: 'A design', category: 'A category' };

export const MAX_SALE_PERCENT = 90;

/** A price `percentOff` percent lower, rounded half up to the cent; the price itself when no sale runs. */
export function salePrice(cents: Cents, percentOff: number | null): Cents {
  return percentOff ? Math.round((cents * (100 - percentOff)) / 100) : cents;
}

const isoTime = z.iso.datetime({ offset: true, error: 'Use a date and time.' });

/** Body of POST /api/admin/price-sales and PUT /api/admin/price-sales/:id. */
export const priceSaleInputSchema = z
  .object({
    /** Shown to staff, and to buyers beside the reduced price ("Spring sale"). */
    name: z
      .string({ error: 'Name is required.' })
      .trim()
      .min(1, 'Name is required.')
      .max(60, 'Name must be at most 60 characters.'),
    target: z.enum(SALE_TARGETS, { error: 'Choose a design or a category.' }),
    targetId: z
      .string({ error: 'Choose what is on sale.' })
      .trim()
      .min(1, 'Choose what is on sale.')
      .max(64, 'Choose what is on sale.'),
    percentOff: z
      .number({ error: 'Percent off must be a whole number.' })
      .int('Percent off must be a whole number.')
      .min(1, `Percent off must be 1–${MAX_SALE_PERCENT}.`)
      .max(MAX_SALE_PERCENT, `Percent off must be 1–${MAX_SALE_PERCENT}.`),
    startsAt: isoTime,
    endsAt: isoTime,
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    path: ['endsAt'],
    message: 'The end must be after the start.',
  });
export type PriceSaleInput = z.output<typeof priceSaleInputSchema>;

export const SALE_STATUSES = ['scheduled', 'running', 'ended'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  scheduled: 'Scheduled',
  running: 'Running',
  ended: 'Ended',
};

export function saleStatus(sale: { startsAt: string; endsAt: string }, now: Date): SaleStatus {
  if (Date.parse(sale.endsAt) <= now.getTime()) return 'ended';
  if (Date.parse(sale.startsAt) > now.getTime()) return 'scheduled';
  return 'running';
}

const isoDateTime = z.iso.datetime({ offset: true });

export const staffPriceSaleSchema = z.object({
  id: z.string(),
  name: z.string(),
  target: z.enum(SALE_TARGETS),
  targetId: z.string(),
  /** The design's title or the category's label (the id when it is gone). */
  targetLabel: z.string(),
  percentOff: z.number().int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  status: z.enum(SALE_STATUSES),
  createdAt: isoDateTime,
});
export type StaffPriceSale = z.infer<typeof staffPriceSaleSchema>;

export const staffPriceSaleListSchema = z.object({ sales: z.array(staffPriceSaleSchema) });
export const staffPriceSaleResponseSchema = z.object({ sale: staffPriceSaleSchema });
