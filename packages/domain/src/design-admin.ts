import './zod-config.ts';
import { z } from 'zod';
import { ARCHITECTURAL_STYLES, DESIGN_STATUSES, FOUNDATIONS, ROOF_TYPES } from './design-facts.ts';
import type { ExtraLicenceId } from './licences.ts';
import { dayQueryParam } from './orders.ts';
import { PLAN_FILE_KINDS } from './plan-files.ts';
import { listPageFields, staffListQuerySchema } from './staff-list.ts';

export const STAFF_DESIGNS_PAGE_SIZE = 25;

/** Uploads: what staff may send, checked on the bytes by the server. */
export const DESIGN_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Width × height a picture may declare: more is refused before it is decoded (decompression bombs). */
export const DESIGN_IMAGE_MAX_PIXELS = 40_000_000;
export const DESIGN_IMAGE_MIN_WIDTH = 640;
export const DESIGN_IMAGE_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DESIGN_IMAGES_MAX = 24;
export const PLAN_FILE_MAX_BYTES = 50 * 1024 * 1024;
export { PLAN_FILE_KIND_LABELS, PLAN_FILE_KINDS, type PlanFileKind } from './plan-files.ts';

export const DESIGN_SORTS = ['updated', 'title', 'price', 'popularity'] as const;
export type DesignSort = (typeof DESIGN_SORTS)[number];

/** GET /api/admin/designs; `q` searches the title and the id. */
export const staffDesignListQuerySchema = staffListQuerySchema(DESIGN_SORTS, 'updated', {
  category: z.string().trim().max(60).optional(),
  status: z.enum(DESIGN_STATUSES, { error: 'Status is draft, published or archived.' }).optional(),
  featured: z.enum(['true', 'false'], { error: 'Featured is true or false.' }).optional(),
});
export type StaffDesignListQuery = z.infer<typeof staffDesignListQuerySchema>;
export type StaffDesignListQueryInput = z.input<typeof staffDesignListQuerySchema>;

const optionalInt = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .nullable();
/** A price in whole cents, from $1 to $100,000: the design's own price and each licence's alike. */
export const priceCentsSchema = z
  .number({ error: 'Enter a price.' })
  .int('The price is in whole cents.')
  .min(100, 'The price must be at least $1.00.')
  .max(10_000_000, 'The price must be at most $100,000.00.');

/** How much harder than a plain box of its area a design is to build: the cost to build multiplies by it. */
export const COMPLEXITY_FACTOR_MIN = 0.5;
export const COMPLEXITY_FACTOR_MAX = 3;
const COMPLEXITY_FACTOR_MESSAGE = 'Enter a factor from 0.50 to 3.00, e.g. 1.15.';
const complexityFactorSchema = z
  .number({ error: COMPLEXITY_FACTOR_MESSAGE })
  .min(COMPLEXITY_FACTOR_MIN, COMPLEXITY_FACTOR_MESSAGE)
  .max(COMPLEXITY_FACTOR_MAX, COMPLEXITY_FACTOR_MESSAGE)
  .multipleOf(0.01, 'Use at most two decimals, e.g. 1.15.');

const idOf = (options: readonly { id: string }[], message: string) =>
  z.enum(options.map((option) => option.id) as [string, ...string[]], { error: message }).nullable();

/** One schema for the design form and for POST/PUT /api/admin/designs. Prices are in cents. */
export const designInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'The title needs at least 3 characters.')
    .max(120, 'The title can have at most 120 characters.'),
  description: z
    .string()
    .trim()
    .min(20, 'The description needs at least 20 characters.')
    .max(5000, 'The description can have at most 5000 characters.'),
  priceCents: priceCentsSchema,
  categoryId: z.string().trim().min(1, 'Choose a category.').max(60),
  locationId: z.string().trim().min(1, 'Choose a location.').max(60),
  buildingTypeId: z.string().trim().min(1, 'Choose a building type.').max(60),
  environmentalConditions: z
    .array(z.string().trim().min(1).max(60))
    .max(20, 'Choose at most 20 conditions.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each condition can be chosen once.'),
  featured: z.boolean(),
  area: z
    .number({ error: 'Enter the area in square feet.' })
    .int('The area must be a whole number of square feet.')
    .min(100, 'The area must be at least 100 sq ft.')
    .max(1_000_000, 'The area must be at most 1,000,000 sq ft.'),
  stories: z
    .number({ error: 'Enter the number of stories.' })
    .int('Stories must be a whole number.')
    .min(1, 'A design has at least 1 story.')
    .max(100, 'Stories must be at most 100.'),
  bedrooms: optionalInt('Bedrooms', 0, 100),
  bathrooms: z
    .number({ error: 'Bathrooms must be a number.' })
    .min(0, 'Bathrooms must be at least 0.')
    .max(100, 'Bathrooms must be at most 100.')
    .multipleOf(0.5, 'Bathrooms go in halves (for example 2.5).')
    .nullable(),
  widthFt: optionalInt('Width', 8, 2000),
  depthFt: optionalInt('Depth', 8, 2000),
  garageBays: optionalInt('Garage bays', 0, 20),
  /** 1 for a plain shape; a design created without it gets 1. */
  complexityFactor: complexityFactorSchema.default(1),
  foundation: idOf(FOUNDATIONS, 'Choose a foundation from the list.'),
  roofType: idOf(ROOF_TYPES, 'Choose a roof type from the list.'),
  style: idOf(ARCHITECTURAL_STYLES, 'Choose a style from the list.'),
  status: z.enum(DESIGN_STATUSES, { error: 'Status is draft, published or archived.' }),
});
export type DesignInput = z.infer<typeof designInputSchema>;

/**
 * The extra licences a design offers (decision 032): each one's price in cents, or null when it is not
 * offered. The base licence, the PDF plan set for a single build, is always offered at `priceCents`.
 */
export const designLicencesSchema = z.object({
  cad: priceCentsSchema.nullable(),
  unlimited: priceCentsSchema.nullable(),
  /** The study set (decision 051). */
  study: priceCentsSchema.nullable(),
} satisfies Record<ExtraLicenceId, z.ZodType>);
export type DesignLicences = z.infer<typeof designLicencesSchema>;

/**
 * The design page's form: the design and its licences (a new design has no CAD files, so offers none).
 * The form always has a complexity factor (a new design starts at 1), so it has no default here.
 */
export const designFormSchema = designInputSchema.extend({
  complexityFactor: complexityFactorSchema,
  licences: designLicencesSchema,
});
export type DesignFormValues = z.infer<typeof designFormSchema>;

/**
 * PUT /api/admin/designs/:id: the version the form was loaded at; a newer one means someone else saved.
 * Without `licences` the design's licences stay as they are, and without `complexityFactor` its factor
 * (an older client must not reset it to 1).
 */
export const designUpdateSchema = designInputSchema.extend({
  complexityFactor: complexityFactorSchema.optional(),
  // A client from before study sets sends no study price: the design offers none.
  licences: designLicencesSchema.extend({ study: priceCentsSchema.nullable().default(null) }).optional(),
  version: z.number().int().min(1),
});
export type DesignUpdate = z.infer<typeof designUpdateSchema>;

/** PATCH /api/admin/designs/:id/images/:imageId */
export const designImageAltSchema = z.object({
  alt: z
    .string()
    .trim()
    .min(3, 'Describe the picture in at least 3 characters.')
    .max(250, 'The description can have at most 250 characters.'),
});

/** PUT /api/admin/designs/:id/images/order: every image id once; the first is the cover. */
export const designImageOrderSchema = z.object({
  imageIds: z.array(z.string().min(1).max(80)).min(1).max(DESIGN_IMAGES_MAX),
});

const isoDateTime = z.iso.datetime();
const count = z.number().int().nonnegative();

export const staffDesignRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  categoryId: z.string(),
  categoryLabel: z.string(),
  priceCents: z.number().int(),
  status: z.enum(DESIGN_STATUSES),
  featured: z.boolean(),
  /** The cover picture's base URL (see designImageUrl), or null without a picture. */
  image: z.string().nullable(),
  popularity: z.number().int(),
  updatedAt: isoDateTime,
});
export type StaffDesignRow = z.infer<typeof staffDesignRowSchema>;

/** Answer of GET /api/admin/designs */
export const staffDesignListSchema = z.object({
  designs: z.array(staffDesignRowSchema),
  ...listPageFields,
});
export type StaffDesignList = z.infer<typeof staffDesignListSchema>;

export const designImageSchema = z.object({
  id: z.string(),
  /** Base URL: add `-<width>.<avif|webp|jpg>` (designImageUrl). */
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DesignImage = z.infer<typeof designImageSchema>;

/** A version of a plan file kept for the buyers who bought it (decision 046). */
export const earlierPlanFileSchema = z.object({
  version: count,
  filename: z.string(),
  changeNote: z.string().nullable(),
  uploadedAt: isoDateTime,
});
export type EarlierPlanFile = z.infer<typeof earlierPlanFileSchema>;

export const planFileInfoSchema = z.object({
  kind: z.enum(PLAN_FILE_KINDS),
  filename: z.string(),
  byteSize: count,
  /** PDF only. */
  pageCount: count.nullable(),
  uploadedAt: isoDateTime,
  uploadedBy: z.string().nullable(),
  /** 1 for the first upload; a new version (with its change note) counts up, a replacement keeps it. */
  version: count,
  /** What changed in this version (null for version 1). */
  changeNote: z.string().nullable(),
  /** Earlier versions, newest first: still downloadable by the buyers who bought them. */
  earlier: z.array(earlierPlanFileSchema),
  /** Paid orders of earlier versions whose buyers have not yet been e-mailed about this version. */
  buyersToTell: count,
});
export type PlanFileInfo = z.infer<typeof planFileInfoSchema>;

/** The most a version's change note may say. */
export const CHANGE_NOTE_MAX_LENGTH = 500;

/**
 * The form fields of PUT …/files/:kind beside the file: `newVersion` ('true') keeps the current file as
 * an earlier version and makes the upload the next one, described by `changeNote`; without it the
 * upload replaces the current file in place (a correction).
 */
export const planFileUploadFieldsSchema = z
  .object({
    newVersion: z.enum(['true', 'false'], { error: 'newVersion is true or false.' }).default('false'),
    changeNote: z
      .string()
      .trim()
      .max(CHANGE_NOTE_MAX_LENGTH, `Keep the note to ${CHANGE_NOTE_MAX_LENGTH} characters.`)
      .default(''),
  })
  .transform(({ newVersion, changeNote }) => ({ newVersion: newVersion === 'true', changeNote }))
  .refine((fields) => !fields.newVersion || fields.changeNote.length >= 3, {
    message: 'Say what changed in this version.',
    path: ['changeNote'],
  });
export type PlanFileUploadFields = z.infer<typeof planFileUploadFieldsSchema>;

/**
 * POST …/files/:kind/notice: e-mails the buyers of earlier versions a link to the current one, either
 * every one not yet told, or those whose order was paid between two days (inclusive).
 */
export const versionNoticeSchema = z.discriminatedUnion(
  'audience',
  [
    z.object({ audience: z.literal('all') }),
    z
      .object({ audience: z.literal('range'), from: dayQueryParam, to: dayQueryParam })
      .refine((range) => range.from <= range.to, { message: 'The end comes before the start.', path: ['to'] }),
  ],
  { error: 'Choose all past buyers or a date range.' },
);
export type VersionNotice = z.infer<typeof versionNoticeSchema>;

export const staffDesignSchema = designInputSchema.extend({
  id: z.string(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Who saved last (null for the seeded catalogue). */
  updatedBy: z.string().nullable(),
  popularity: z.number().int(),
  images: z.array(designImageSchema),
  planSet: planFileInfoSchema.nullable(),
  cadFile: planFileInfoSchema.nullable(),
  /** The seeded designs deliver a generated schematic until staff upload their plan set. */
  generatedPlanSet: z.boolean(),
  /** The extra licences offered, each with its price (null: not offered); the base licence is `priceCents`. */
  licences: z.object({
    cad: z.number().int().nullable(),
    unlimited: z.number().int().nullable(),
    study: z.number().int().nullable(),
  } satisfies Record<ExtraLicenceId, z.ZodType>),
  /**
   * Whether buyers can receive CAD files: uploaded ones, or the generated drawing of a seeded design.
   * Only then may a licence that includes them be offered.
   */
  canDeliverCad: z.boolean(),
  /** Orders that include this design: an ordered design can be archived but not deleted. */
  orderCount: count,
  /** Where staff preview the storefront page, drafts included (a signed link valid for an hour). */
  previewUrl: z.string(),
  /**
   * Whether its facts (size, rooms, roof, foundation, complexity) are its building model's, written on
   * each save of the model (decision 072), or stated by staff for a design without one.
   */
  factsFrom: z.enum(['building-model', 'stated']),
  /**
   * The stated facts its floor plans' rooms disagree with (design-fact-check.ts): a warning, since either
   * side may be the one to correct. None for a design with a building model.
   */
  factWarnings: z.array(z.object({ field: z.enum(['area', 'stories', 'bedrooms', 'bathrooms']), message: z.string() })),
});
export type StaffDesign = z.infer<typeof staffDesignSchema>;

/** Answer of GET/PUT /api/admin/designs/:id and of every image or file change. */
export const staffDesignResponseSchema = z.object({ design: staffDesignSchema });
export type StaffDesignResponse = z.infer<typeof staffDesignResponseSchema>;

/** Answer of POST …/files/:kind/notice: how many buyers were e-mailed, and the design as it now is. */
export const versionNoticeResponseSchema = z.object({ notified: count, design: staffDesignSchema });
export type VersionNoticeResponse = z.infer<typeof versionNoticeResponseSchema>;

const optionSchema = z.object({ id: z.string(), label: z.string() });
/** Answer of GET /api/admin/designs/options: the lists the design form chooses from. */
export const designFormOptionsSchema = z.object({
  categories: z.array(optionSchema),
  locations: z.array(optionSchema),
  buildingTypes: z.array(optionSchema),
  environmentalConditions: z.array(optionSchema),
});
export type DesignFormOptions = z.infer<typeof designFormOptionsSchema>;

/** The 409 a save gets when someone else saved first (error.code `edit_conflict`). */
export const EDIT_CONFLICT_CODE = 'edit_conflict';
export function editConflictMessage(name: string, at: string): string {
  return `This design was changed by ${name} at ${at} after you opened it. Reload to see their changes, then make yours again.`;
}
