import type { Design, MarketplaceFacets, MarketplaceQuery, Option } from '@atelier/domain';
import { MARKETPLACE_PAGE_SIZE } from '@atelier/domain';
import type { CategoryWithCount, DesignPage, FilterOptions } from '@atelier/domain/catalog-query';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { buildingTypes, categories, designs, environmentalConditions, locations } from '../../db/schema/index.ts';
import { marketplaceFacets } from './facets.ts';
import { filterConditions } from './filters.ts';

const designColumns = {
  id: designs.id,
  title: designs.title,
  description: designs.description,
  price: designs.priceCents,
  image: designs.image,
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
};

/** The catalogue: designs, their categories and filter options, read from the database. */
export function createCatalogService(db: Database) {
  const selectDesigns = () =>
    db
      .select(designColumns)
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

    async getDesign(id: string): Promise<Design | null> {
      const [row] = await selectDesigns().where(eq(designs.id, id)).limit(1);
      return row ?? null;
    },

    async featuredDesigns(): Promise<Design[]> {
      return selectDesigns().where(eq(designs.featured, true)).orderBy(asc(designs.id));
    },

    async designsByIds(ids: readonly string[]): Promise<Design[]> {
      if (ids.length === 0) return [];
      return selectDesigns().where(inArray(designs.id, [...ids]));
    },

    /** Designs most like this one: same category first, then same building type, then same location. */
    async relatedDesigns(design: Design, limit = 3): Promise<Design[]> {
      return selectDesigns()
        .where(sql`${designs.id} <> ${design.id}`)
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

    /** Categories with their live design counts, for the header dropdown and filters. */
    async categoriesWithCounts(): Promise<CategoryWithCount[]> {
      return db
        .select({
          id: categories.id,
          label: categories.label,
          serviceId: categories.serviceId,
          count: count(designs.id),
        })
        .from(categories)
        .leftJoin(designs, eq(designs.categoryId, categories.id))
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder));
    },

    async filterOptions(): Promise<FilterOptions> {
      const countBy = async (table: typeof locations | typeof buildingTypes, column: AnyPgColumn) =>
        db
          .select({ id: table.id, label: table.label, count: count(designs.id) })
          .from(table)
          .leftJoin(designs, eq(column, table.id))
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
          .leftJoin(designs, sql`${environmentalConditions.id} = any(${designs.environmentalConditions})`)
          .groupBy(environmentalConditions.id)
          .orderBy(asc(environmentalConditions.sortOrder)),
        db
          .select({
            minPrice: sql<number>`coalesce(min(${designs.priceCents}), 0)`,
            maxPrice: sql<number>`coalesce(max(${designs.priceCents}), 0)`,
            minArea: sql<number>`coalesce(min(${designs.area}), 0)`,
            maxArea: sql<number>`coalesce(max(${designs.area}), 0)`,
          })
          .from(designs),
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
