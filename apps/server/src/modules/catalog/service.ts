import type { Design, DesignStatus, MarketplaceFacets, MarketplaceQuery, Option } from '@atelier/domain';
import { MARKETPLACE_PAGE_SIZE, UPLOADED_IMAGE_PREFIX } from '@atelier/domain';
import type { CategoryWithCount, DesignPage, FilterOptions } from '@atelier/domain/catalog-query';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  buildingTypes,
  categories,
  designImages,
  designs,
  environmentalConditions,
  locations,
} from '../../db/schema/index.ts';
import { marketplaceFacets } from './facets.ts';
import { filterConditions, isPublished } from './filters.ts';
import { isValidDesignPreview } from './preview.ts';

const designColumns = {
  id: designs.id,
  title: designs.title,
  description: designs.description,
  price: designs.priceCents,
  image: designs.image,
  imageAlt: designs.imageAlt,
  category: designs.categoryId,
  categoryLabel: categories.label,
  location: designs.locationId,
  locationLabel: locations.label,
  featured: designs.featured,
  environmentalConditions: designs.environmentalConditions,
  buildingType: designs.buildingTypeId,
  buildingTypeLabel: buildingTypes.label,
  area: designs.area,
  stories: designs.stories,
  bedrooms: designs.bedrooms,
  bathrooms: designs.bathrooms,
  widthFt: designs.widthFt,
  depthFt: designs.depthFt,
  garageBays: designs.garageBays,
  foundation: designs.foundation,
  roofType: designs.roofType,
  style: designs.style,
  createdAt: designs.listedOn,
  popularity: designs.popularity,
};

const sortOrders: Record<MarketplaceQuery['sort'], SQL[]> = {
  popular: [desc(designs.popularity), asc(designs.id)],
  'price-asc': [asc(designs.priceCents), asc(designs.id)],
  'price-desc': [desc(designs.priceCents), asc(designs.id)],
  newest: [desc(designs.listedOn), asc(designs.id)],
  'area-desc': [desc(designs.area), asc(designs.id)],
  'area-asc': [asc(designs.area), asc(designs.id)],
  // Designs that state no width come last: they cannot be judged against a narrow lot.
  'width-asc': [sql`${designs.widthFt} asc nulls last`, asc(designs.id)],
};

/** One of a design's uploaded pictures; `url` is its base URL (designImageUrl adds width and format). */
export interface DesignImage {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The catalogue: designs, their categories and filter options, read from the database. Everything
 * here shows published designs only, unless a method says otherwise.
 */
export function createCatalogService(db: Database) {
  const selectDesigns = () =>
    db
      .select(designColumns)
      .from(designs)
      .innerJoin(categories, eq(categories.id, designs.categoryId))
      .innerJoin(locations, eq(locations.id, designs.locationId))
      .innerJoin(buildingTypes, eq(buildingTypes.id, designs.buildingTypeId));
  const selectDesignsWithStatus = () =>
    db
      .select({ ...designColumns, status: designs.status })
      .from(designs)
      .innerJoin(categories, eq(categories.id, designs.categoryId))
      .innerJoin(locations, eq(locations.id, designs.locationId))
      .innerJoin(buildingTypes, eq(buildingTypes.id, designs.buildingTypeId));

  return {
    async listDesigns(query: MarketplaceQuery, pageSize = MARKETPLACE_PAGE_SIZE): Promise<DesignPage> {
      const where = filterConditions(query);
      const [totalRow] = await db.select({ total: count() }).from(designs).where(where);
      const total = totalRow?.total ?? 0;
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const page = Math.min(query.page, pageCount);
      const rows = await selectDesigns()
        .where(where)
        .orderBy(...sortOrders[query.sort])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { designs: rows, total, page, pageCount };
    },

    /**
     * A published design. `includeUnpublished` finds drafts and archived designs too: for what must
     * keep working after a design leaves the shop (the pictures of past orders), never for selling.
     */
    async getDesign(id: string, options: { includeUnpublished?: boolean } = {}): Promise<Design | null> {
      const byId = eq(designs.id, id);
      const [row] = await selectDesigns()
        .where(options.includeUnpublished ? byId : and(byId, isPublished))
        .limit(1);
      return row ?? null;
    },

    /**
     * A design whatever its status, with that status, for a staff preview link (`designPreviewPath`);
     * null unless the link's token is valid for this design and unexpired. `secret`: env.SESSION_SECRET.
     */
    async getDesignForPreview(
      id: string,
      token: string,
      secret: string,
      now = Date.now(),
    ): Promise<(Design & { status: DesignStatus }) | null> {
      if (!isValidDesignPreview(secret, id, token, now)) return null;
      const [row] = await selectDesignsWithStatus().where(eq(designs.id, id)).limit(1);
      return row ? { ...row, status: row.status as DesignStatus } : null;
    },

    /** A design's uploaded pictures in gallery order, the cover first; empty for generated artwork. */
    async designImages(designId: string): Promise<DesignImage[]> {
      const rows = await db
        .select({ id: designImages.id, alt: designImages.alt, width: designImages.width, height: designImages.height })
        .from(designImages)
        .where(eq(designImages.designId, designId))
        .orderBy(asc(designImages.position), asc(designImages.id));
      return rows.map((row) => ({ ...row, url: `${UPLOADED_IMAGE_PREFIX}${row.id}` }));
    },

    async featuredDesigns(): Promise<Design[]> {
      return (
        selectDesigns()
          .where(and(eq(designs.featured, true), isPublished))
          // The order staff chose on the Featured page.
          .orderBy(asc(designs.featuredRank), asc(designs.id))
      );
    },

    /** Published designs by id; an unknown, draft or archived id is left out (it cannot be sold). */
    async designsByIds(ids: readonly string[]): Promise<Design[]> {
      if (ids.length === 0) return [];
      return selectDesigns().where(and(inArray(designs.id, [...ids]), isPublished));
    },

    /** Designs most like this one: same category first, then same building type, then same location. */
    async relatedDesigns(design: Design, limit = 3): Promise<Design[]> {
      return selectDesigns()
        .where(and(sql`${designs.id} <> ${design.id}`, isPublished))
        .orderBy(
          desc(sql`(${designs.categoryId} = ${design.category})`),
          desc(sql`(${designs.buildingTypeId} = ${design.buildingType})`),
          desc(sql`(${designs.locationId} = ${design.location})`),
          desc(designs.popularity),
          asc(designs.id),
        )
        .limit(limit);
    },

    /** Filter option counts for a marketplace query, each under the other active filters. */
    facets(query: MarketplaceQuery): Promise<MarketplaceFacets> {
      return marketplaceFacets(db, query);
    },

    /** Categories with their live counts of published designs, for the header dropdown and filters. */
    async categoriesWithCounts(): Promise<CategoryWithCount[]> {
      return db
        .select({
          id: categories.id,
          label: categories.label,
          serviceId: categories.serviceId,
          count: count(designs.id),
        })
        .from(categories)
        .leftJoin(designs, and(eq(designs.categoryId, categories.id), isPublished))
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder));
    },

    async filterOptions(): Promise<FilterOptions> {
      const countBy = async (table: typeof locations | typeof buildingTypes, column: AnyPgColumn) =>
        db
          .select({ id: table.id, label: table.label, count: count(designs.id) })
          .from(table)
          .leftJoin(designs, and(eq(column, table.id), isPublished))
          .groupBy(table.id)
          .orderBy(desc(count(designs.id)), asc(table.sortOrder));
      const [categoryOptions, locationOptions, typeOptions, envOptions, ranges] = await Promise.all([
        this.categoriesWithCounts(),
        countBy(locations, designs.locationId),
        countBy(buildingTypes, designs.buildingTypeId),
        db
          .select({
            id: environmentalConditions.id,
            label: environmentalConditions.label,
            count: sql<number>`cast(count(${designs.id}) as int)`,
          })
          .from(environmentalConditions)
          .leftJoin(
            designs,
            and(sql`${environmentalConditions.id} = any(${designs.environmentalConditions})`, isPublished),
          )
          .groupBy(environmentalConditions.id)
          .orderBy(asc(environmentalConditions.sortOrder)),
        db
          .select({
            minPrice: sql<number>`coalesce(min(${designs.priceCents}), 0)`,
            maxPrice: sql<number>`coalesce(max(${designs.priceCents}), 0)`,
            minArea: sql<number>`coalesce(min(${designs.area}), 0)`,
            maxArea: sql<number>`coalesce(max(${designs.area}), 0)`,
          })
          .from(designs)
          .where(isPublished),
      ]);
      const range = ranges[0];
      return {
        categories: categoryOptions.map(({ id, label, count }) => ({ id, label, count })),
        locations: locationOptions,
        buildingTypes: typeOptions,
        environmentalConditions: envOptions,
        priceRange: { min: Number(range?.minPrice ?? 0), max: Number(range?.maxPrice ?? 0) },
        areaRange: { min: Number(range?.minArea ?? 0), max: Number(range?.maxArea ?? 0) },
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type { DesignPage, FilterOptions, MarketplaceFacets, Option };
