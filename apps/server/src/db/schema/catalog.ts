import type { BuildingModel } from '@atelier/domain/building-model';
import type { FloorRoom } from '@atelier/domain/floor-plans';
import type { InclusionAdditions } from '@atelier/domain/plan-inclusions';
import type { PlanOptionId } from '@atelier/domain/plan-options';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { staffUsers } from './staff.ts';

/** PostgreSQL's full-text document type; read as its text form (it is only ever matched and ranked in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Title words weigh more than description words when results are ranked (ts_rank weights A and B). */
const searchDocument = sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  serviceId: text('service_id').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const locations = pgTable('locations', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const buildingTypes = pgTable('building_types', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const environmentalConditions = pgTable('environmental_conditions', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    /** The buyer-facing plan number (1001, 1002…): short to say and type, unlike the id, which is a slug. */
    planNumber: integer('plan_number').notNull().generatedByDefaultAsIdentity({ startWith: 1001 }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The cover picture's base URL: an uploaded image, or the generated artwork of a seeded design. */
    image: text('image').notNull(),
    /** The cover's alt text (null: the generated artwork, described by the title). */
    imageAlt: text('image_alt'),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    buildingTypeId: text('building_type_id')
      .notNull()
      .references(() => buildingTypes.id),
    featured: boolean('featured').notNull().default(false),
    /** The order of the featured designs on the home page (lowest first); null when not featured. */
    featuredRank: integer('featured_rank'),
    environmentalConditions: text('environmental_conditions').array().notNull().default([]),
    area: integer('area').notNull(),
    stories: integer('stories').notNull(),
    bedrooms: integer('bedrooms'),
    bathrooms: real('bathrooms'),
    widthFt: integer('width_ft'),
    depthFt: integer('depth_ft'),
    garageBays: integer('garage_bays'),
    foundation: text('foundation'),
    roofType: text('roof_type'),
    /** How much harder than a plain box of its area it is to build (cost to build multiplies by it). */
    complexityFactor: real('complexity_factor').notNull().default(1),
    style: text('style'),
    listedOn: date('listed_on', { mode: 'string' }).notNull(),
    popularity: integer('popularity').notNull(),
    /** draft (never on the storefront), published, archived (kept for its orders, no longer sold). */
    status: text('status').notNull().default('published'),
    /** Raised by every save; a save sent with an older version is refused (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** What this design adds to each licence's "What's included" (plan-inclusions.ts). */
    inclusionAdditions: jsonb('inclusion_additions').$type<InclusionAdditions>().notNull().default({}),
    /** The sheets of the uploaded plan set, as staff list them (a generated set lists its own). */
    planSetContents: jsonb('plan_set_contents').$type<string[]>().notNull().default([]),
    /** The plan options this design offers (plan-options.ts); null offers every one the studio offers. */
    planOptions: jsonb('plan_options').$type<PlanOptionId[]>(),
    /** Its building model (decision 069), as exported, checked on every save; null: its facts are as stated. */
    buildingModel: jsonb('building_model').$type<BuildingModel>(),
    /**
     * Its model's plan check against its description, as of its last save (decision 076): the count of
     * errors and of warnings, and the rules that found something. Null without a model.
     */
    planCheckErrors: integer('plan_check_errors'),
    planCheckWarnings: integer('plan_check_warnings'),
    planCheckRules: text('plan_check_rules').array(),
    /** Seeded designs deliver a generated schematic until staff upload the real plan set. */
    generatedPlanSet: boolean('generated_plan_set').notNull().default(false),
    /** When it was first published (set by a trigger, migration 0024): saved searches alert on newer ones. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The marketplace's text search document, kept by the database (decision 020). */
    search: tsvector('search').generatedAlwaysAs(searchDocument),
    ...timestamps,
  },
  (table) => {
    // The storefront reads published designs only: partial indexes stay small and match every query.
    const published = sql`${table.status} = 'published'`;
    return [
      check('designs_status_check', sql`${table.status} in ('draft', 'published', 'archived')`),
      uniqueIndex('designs_plan_number_idx').on(table.planNumber),
      index('designs_status_updated_idx').on(table.status, table.updatedAt),
      // One per marketplace sort (its id tie-break included), read forwards or backwards (deep pages).
      index('designs_pub_popular_idx').on(table.popularity.desc().nullsFirst(), table.id).where(published),
      index('designs_pub_price_idx').on(table.priceCents, table.id).where(published),
      index('designs_pub_price_desc_idx').on(table.priceCents.desc().nullsFirst(), table.id).where(published),
      index('designs_pub_newest_idx').on(table.listedOn.desc().nullsFirst(), table.id).where(published),
      // Saved searches' digests: the designs published since a search was last checked.
      index('designs_pub_published_at_idx').on(table.publishedAt).where(published),
      index('designs_pub_area_idx').on(table.area, table.id).where(published),
      index('designs_pub_area_desc_idx').on(table.area.desc().nullsFirst(), table.id).where(published),
      index('designs_pub_width_idx').on(table.widthFt.asc().nullsLast(), table.id).where(published),
      // The header's category links and related designs (same category, building type, location).
      index('designs_pub_category_idx')
        .on(table.categoryId, table.buildingTypeId, table.locationId, table.popularity.desc().nullsFirst(), table.id)
        .where(published),
      index('designs_pub_location_idx')
        .on(table.locationId, table.popularity.desc().nullsFirst(), table.id)
        .where(published),
      // The home page's featured designs, in the order staff chose.
      index('designs_pub_featured_idx')
        .on(table.featuredRank, table.id)
        .where(sql`${table.status} = 'published' and ${table.featured}`),
      index('designs_pub_search_idx').using('gin', table.search).where(published),
      index('designs_pub_conditions_idx').using('gin', table.environmentalConditions).where(published),
      // The admin's list of the designs whose building model fails its plan check.
      index('designs_plan_check_idx')
        .on(table.planCheckErrors.desc(), table.title, table.id)
        .where(sql`${table.buildingModel} is not null`),
    ];
  },
);

/**
 * The licences a design offers besides the base one (decision 032): the PDF plan set for a single
 * build is always offered at the design's own price; CAD files and unlimited builds only when staff
 * priced them here.
 */
export const designLicences = pgTable(
  'design_licences',
  {
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    /** cad, unlimited or study (EXTRA_LICENCE_IDS) */
    licence: text('licence').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.designId, table.licence] }),
    check('design_licences_licence_check', sql`${table.licence} in ('cad', 'unlimited', 'study')`),
    check('design_licences_price_check', sql`${table.priceCents} > 0`),
  ],
);

/** Every price change, inline, in the design form or in bulk: who changed it and when. */
export const designPriceChanges = pgTable(
  'design_price_changes',
  {
    id: serial('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    oldCents: integer('old_cents').notNull(),
    newCents: integer('new_cents').notNull(),
    changedBy: text('changed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('design_price_changes_at_idx').on(table.changedAt),
    index('design_price_changes_design_idx').on(table.designId, table.changedAt),
  ],
);

/** A design's pictures in their order; the first is the cover. */
export const designImages = pgTable(
  'design_images',
  {
    id: text('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('design_images_design_idx').on(table.designId, table.position)],
);

/**
 * A design's floors in their order, each with its room schedule (floor-plans.ts) and, optionally, an
 * uploaded drawing. Without a drawing the storefront draws the floor from its rooms.
 */
export const designFloors = pgTable(
  'design_floors',
  {
    id: text('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    rooms: jsonb('rooms').$type<FloorRoom[]>().notNull(),
    fileId: text('file_id').references(() => storedFiles.id),
    imageAlt: text('image_alt'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
  },
  (table) => [
    uniqueIndex('design_floors_design_idx').on(table.designId, table.position),
    // The media route finds a drawing by its file.
    index('design_floors_file_idx').on(table.fileId),
  ],
);

/** The files a buyer receives: the plan set PDF and, optionally, CAD files (one of each per design). */
export const designFiles = pgTable(
  'design_files',
  {
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    /** plan-set or cad */
    kind: text('kind').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    filename: text('filename').notNull(),
    pageCount: integer('page_count'),
    uploadedBy: text('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts up when staff upload a new version (decision 046); a replacement in place keeps it. */
    version: integer('version').notNull().default(1),
    /** What changed in this version (null for version 1). */
    changeNote: text('change_note'),
  },
  (table) => [primaryKey({ columns: [table.designId, table.kind] })],
);

/**
 * Earlier versions of a design's plan files (decision 046): kept, with their stored file, for the
 * buyers who bought them (their download grants name the version).
 */
export const designFileVersions = pgTable(
  'design_file_versions',
  {
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    filename: text('filename').notNull(),
    pageCount: integer('page_count'),
    changeNote: text('change_note'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.designId, table.kind, table.version] })],
);

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  badge: text('badge'),
  featured: boolean('featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const testimonials = pgTable('testimonials', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  company: text('company'),
  /** The portrait URL the storefront uses: `/media/portraits/<photo file id>`, or the generated initials. */
  avatar: text('avatar').notNull(),
  /** The uploaded photo (null: generated initials); written and deleted with the row that uses it. */
  photoFileId: text('photo_file_id').references(() => storedFiles.id),
  content: text('content').notNull(),
  rating: integer('rating').notNull(),
  featured: boolean('featured').notNull().default(false),
  /** Only published testimonials are shown and count towards the average rating. */
  published: boolean('published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const teamMembers = pgTable('team_members', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bio: text('bio').notNull(),
  /** The portrait URL the storefront uses: `/media/portraits/<photo file id>`, or the generated initials. */
  avatar: text('avatar').notNull(),
  photoFileId: text('photo_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The legal texts (plan licence, privacy policy, terms of service), one row per published version: a
 * save adds a version and never changes an earlier one, so the text a buyer accepted stays readable.
 * A text with no row is the shop's default text, counted as version 1.
 */
export const legalTextVersions = pgTable(
  'legal_text_versions',
  {
    document: text('document').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.document, table.version] }),
    check('legal_text_versions_document_check', sql`${table.document} in ('licence', 'privacy', 'terms')`),
  ],
);

/**
 * The cost to build per square foot of heated area, in cents, per region and finish level, as staff
 * import it (modules/build-cost). With no rows, the shop's default table applies.
 */
export const buildCostRegions = pgTable('build_cost_regions', {
  /** 'US-TX', 'CA', or 'default' for every region not listed. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  basicCentsPerSqFt: integer('basic_cents_per_sq_ft').notNull(),
  standardCentsPerSqFt: integer('standard_cents_per_sq_ft').notNull(),
  premiumCentsPerSqFt: integer('premium_cents_per_sq_ft').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
