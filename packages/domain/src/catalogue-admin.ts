import './zod-config.ts';
import { z } from 'zod';
import { EXTRA_LICENCE_IDS } from './licences.ts';

const label = z
  .string()
  .trim()
  .min(2, 'The name needs at least 2 characters.')
  .max(60, 'The name can have at most 60 characters.');
const serviceId = z.string().trim().min(1, 'Choose the service this category belongs to.').max(60);

/** POST /api/admin/categories */
export const categoryInputSchema = z.object({ label, serviceId });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** PATCH /api/admin/categories/:id */
export const categoryUpdateSchema = z
  .object({ label: label.optional(), serviceId: serviceId.optional() })
  .refine((body) => body.label !== undefined || body.serviceId !== undefined, 'Change the name or the service.');
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** PUT /api/admin/categories/order and PUT /api/admin/featured: ids in their new order. */
export const idOrderSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(80))
    .max(200, 'At most 200 entries.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each entry can appear once.'),
});
export type IdOrder = z.infer<typeof idOrderSchema>;

export const staffCategorySchema = z.object({
  id: z.string(),
  label: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string().nullable(),
  designCount: z.number().int().nonnegative(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

/** Answer of every /api/admin/categories call: the categories in their order and the services to map to. */
export const staffCategoryListSchema = z.object({
  categories: z.array(staffCategorySchema),
  services: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type StaffCategoryList = z.infer<typeof staffCategoryListSchema>;

export const FEATURED_MAX = 12;

export const featuredDesignSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  priceCents: z.number().int(),
  status: z.string(),
});
/** Answer of GET/PUT /api/admin/featured: the featured designs in their home page order. */
export const featuredListSchema = z.object({ designs: z.array(featuredDesignSchema) });
export type FeaturedList = z.infer<typeof featuredListSchema>;

export const featuredUpdateSchema = z.object({
  ids: idOrderSchema.shape.ids.refine((ids) => ids.length <= FEATURED_MAX, `Feature at most ${FEATURED_MAX} designs.`),
});

const cents = z
  .number({ error: 'Enter a price.' })
  .int('The price is in whole cents.')
  .min(100, 'The price must be at least $1.00.')
  .max(10_000_000, 'The price must be at most $100,000.00.');

/**
 * Whether the extra licence prices (CAD, unlimited, study set) follow a change of the base price, in the same proportion
 * (on unless turned off), so a cheaper plan set does not leave its CAD files behind.
 */
const moveLicences = z.boolean().default(true);

/** PUT /api/admin/designs/:id/price: one price, changed inline in the list. */
export const priceUpdateSchema = z.object({ priceCents: cents, moveLicences });

export const PRICE_CHANGE_KINDS = ['percent', 'amount'] as const;

/** POST /api/admin/pricing/preview and /apply: which designs, and how their prices change. */
export const bulkPriceChangeSchema = z
  .object({
    /** Every design of a category, or the chosen designs. */
    categoryId: z.string().trim().min(1).max(60).optional(),
    designIds: z.array(z.string().trim().min(1).max(80)).min(1).max(500).optional(),
    kind: z.enum(PRICE_CHANGE_KINDS, { error: 'Change by percent or by amount.' }),
    /** Percent (e.g. 5 or -10, up to two decimals) or an amount in cents (e.g. 2500 or -1000). */
    value: z
      .number({ error: 'Enter how much to change the prices.' })
      .refine((value) => value !== 0, 'Enter a change other than zero.'),
    moveLicences,
  })
  .refine((body) => (body.categoryId === undefined) !== (body.designIds === undefined), {
    message: 'Choose a category or a selection of designs.',
    path: ['categoryId'],
  })
  .refine((body) => body.kind !== 'percent' || (body.value >= -90 && body.value <= 500), {
    message: 'A percentage change goes from -90 to 500.',
    path: ['value'],
  })
  .refine((body) => body.kind !== 'amount' || Number.isInteger(body.value), {
    message: 'The amount is in whole cents.',
    path: ['value'],
  });
export type BulkPriceChange = z.infer<typeof bulkPriceChangeSchema>;

/** The apply step repeats the preview's old prices: if one changed since, nothing is applied. */
export const bulkPriceApplySchema = z.object({
  change: bulkPriceChangeSchema,
  expected: z
    .array(z.object({ id: z.string().min(1).max(80), oldCents: z.number().int() }))
    .min(1)
    .max(500),
});
export type BulkPriceApply = z.infer<typeof bulkPriceApplySchema>;

/** A licence price a change moves along with the base price. */
export const licencePriceChangeSchema = z.object({
  licence: z.enum(EXTRA_LICENCE_IDS),
  oldCents: z.number().int(),
  newCents: z.number().int(),
});
export type LicencePriceChange = z.infer<typeof licencePriceChangeSchema>;

export const pricePreviewRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  oldCents: z.number().int(),
  newCents: z.number().int(),
  /** The design's other licences when they move with it; empty otherwise. */
  licences: z.array(licencePriceChangeSchema),
});
export const pricePreviewSchema = z.object({ rows: z.array(pricePreviewRowSchema) });
export type PricePreview = z.infer<typeof pricePreviewSchema>;

export const priceChangeSchema = z.object({
  id: z.number().int(),
  designId: z.string(),
  designTitle: z.string(),
  oldCents: z.number().int(),
  newCents: z.number().int(),
  changedBy: z.string(),
  changedAt: z.iso.datetime(),
});
/** Answer of GET /api/admin/pricing/history: newest first. */
export const priceHistorySchema = z.object({ changes: z.array(priceChangeSchema) });
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/**
 * A new price after a change by percent or amount, rounded to whole dollars (plan prices are
 * whole-dollar figures); null when it would fall outside $1 to $100,000.
 */
export function changedPrice(
  oldCents: number,
  kind: (typeof PRICE_CHANGE_KINDS)[number],
  value: number,
): number | null {
  const raw = kind === 'percent' ? oldCents * (1 + value / 100) : oldCents + value;
  const rounded = Math.round(raw / 100) * 100;
  return rounded >= 100 && rounded <= 10_000_000 ? rounded : null;
}

/**
 * A licence price moved in the proportion its base price moved (old → new), rounded to whole dollars like
 * every plan price; null when it would fall outside $1 to $100,000.
 */
export function proportionalPrice(licenceCents: number, oldBaseCents: number, newBaseCents: number): number | null {
  const rounded = Math.round((licenceCents * newBaseCents) / oldBaseCents / 100) * 100;
  return rounded >= 100 && rounded <= 10_000_000 ? rounded : null;
}
