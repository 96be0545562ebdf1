import './zod-config.ts';
import { z } from 'zod';
import {
  type CountedOption,
  type CountedValue,
  type Design,
  type MarketplaceFacets,
  parseMarketplaceQuery,
} from './catalog.ts';
import { staffServiceSchema } from './content-admin.ts';
import { LICENCE_IDS, type LicenceOption } from './licences.ts';
import { PLAN_FILE_KINDS } from './plan-files.ts';

// Apart from catalog.ts, which the storefront's browser code uses: that code never needs zod for it.

/** A query-string parameter: repeated keys arrive as a list. */
const queryParam = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The marketplace's query string as the API takes it (GET /api/designs, /api/designs/facets). Every
 * parameter is optional text and malformed values are dropped by `parseMarketplaceQuery`, so it never
 * refuses a hand-edited or stale shared link.
 */
export const marketplaceQueryParamsSchema = z
  .object({
    q: queryParam,
    category: queryParam,
    location: queryParam,
    type: queryParam,
    env: queryParam,
    minPrice: queryParam,
    maxPrice: queryParam,
    minArea: queryParam,
    maxArea: queryParam,
    beds: queryParam,
    baths: queryParam,
    stories: queryParam,
    style: queryParam,
    garage: queryParam,
    minWidth: queryParam,
    maxWidth: queryParam,
    minDepth: queryParam,
    maxDepth: queryParam,
    lotWidth: queryParam,
    lotDepth: queryParam,
    setbackFront: queryParam,
    setbackRear: queryParam,
    setbackSide: queryParam,
    featured: queryParam,
    sort: queryParam,
    page: queryParam,
  })
  .transform(parseMarketplaceQuery);

// Response schemas of the public catalogue API. The types live in catalog.ts (plain interfaces, no
// zod in the browser); each schema is annotated with its interface so the two cannot drift apart.

const countedOptionSchema: z.ZodType<CountedOption> = z.object({
  id: z.string(),
  label: z.string(),
  count: z.number(),
});

const countedValueSchema: z.ZodType<CountedValue> = z.object({ value: z.number(), count: z.number() });

const rangeSchema = z.object({ min: z.number(), max: z.number() });

export const designSchema: z.ZodType<Design> = z.object({
  id: z.string(),
  planNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  sale: z
    .object({ name: z.string(), percentOff: z.number().int(), endsAt: z.string(), listPrice: z.number() })
    .nullable(),
  image: z.string(),
  imageAlt: z.string().nullable(),
  category: z.string(),
  categoryLabel: z.string(),
  location: z.string(),
  locationLabel: z.string(),
  featured: z.boolean(),
  environmentalConditions: z.array(z.string()),
  buildingType: z.string(),
  buildingTypeLabel: z.string(),
  area: z.number(),
  stories: z.number(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  widthFt: z.number().nullable(),
  depthFt: z.number().nullable(),
  garageBays: z.number().nullable(),
  foundation: z.string().nullable(),
  roofType: z.string().nullable(),
  style: z.string().nullable(),
  createdAt: z.string(),
  popularity: z.number(),
});

/** GET /api/designs: one page of the marketplace. */
export const designPageSchema = z.object({
  designs: z.array(designSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type DesignPage = z.infer<typeof designPageSchema>;

/** A licence a design offers (decision 032): its terms from code, its price for this design. */
export const licenceOptionSchema: z.ZodType<LicenceOption> = z.object({
  id: z.enum(LICENCE_IDS),
  label: z.string(),
  summary: z.string(),
  files: z.array(z.enum(PLAN_FILE_KINDS)),
  /** Whether the cart quantity is the number of builds. */
  perBuild: z.boolean(),
  priceCents: z.number(),
  /** The regular price while a sale reduces it. */
  listPriceCents: z.number().optional(),
});

/** GET /api/designs/:id: the design and the licences it offers, base licence first (at the design's price). */
export const designResponseSchema = z.object({ design: designSchema, licences: z.array(licenceOptionSchema) });

/** GET /api/designs/facets */
export const marketplaceFacetsSchema: z.ZodType<MarketplaceFacets> = z.object({
  categories: z.array(countedOptionSchema),
  locations: z.array(countedOptionSchema),
  buildingTypes: z.array(countedOptionSchema),
  environmentalConditions: z.array(countedOptionSchema),
  styles: z.array(countedOptionSchema),
  stories: z.array(countedValueSchema),
  beds: z.array(countedValueSchema),
  baths: z.array(countedValueSchema),
  garage: z.array(countedValueSchema),
  featured: z.number(),
  priceRange: rangeSchema,
  areaRange: rangeSchema,
  widthRange: rangeSchema,
  depthRange: rangeSchema,
});

/** A category with its live design count and the studio service it belongs to. */
export const categoryWithCountSchema = z.object({
  id: z.string(),
  label: z.string(),
  serviceId: z.string(),
  count: z.number(),
});
export type CategoryWithCount = z.infer<typeof categoryWithCountSchema>;

/** GET /api/categories */
export const categoriesResponseSchema = z.object({ categories: z.array(categoryWithCountSchema) });

/** GET /api/filters: every filter option with its count over the whole catalogue. */
export const filterOptionsSchema = z.object({
  categories: z.array(countedOptionSchema),
  locations: z.array(countedOptionSchema),
  buildingTypes: z.array(countedOptionSchema),
  environmentalConditions: z.array(countedOptionSchema),
  priceRange: rangeSchema,
  areaRange: rangeSchema,
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

/** A studio service as the database stores it (timestamps are serialized as ISO strings). */
export const studioServiceSchema = staffServiceSchema.extend({
  sortOrder: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** GET /api/services */
export const servicesResponseSchema = z.object({ services: z.array(studioServiceSchema) });

/** A client testimonial as the database stores it (timestamps are serialized as ISO strings). */
export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.string().nullable(),
  avatar: z.string(),
  /** The uploaded photo behind `avatar` (null: the generated initials). */
  photoFileId: z.string().nullable(),
  content: z.string(),
  rating: z.number(),
  featured: z.boolean(),
  /** Always true here: the public API lists published testimonials only. */
  published: z.boolean(),
  sortOrder: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** GET /api/testimonials */
export const testimonialsResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });
