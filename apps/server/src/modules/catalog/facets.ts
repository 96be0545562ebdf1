import { ARCHITECTURAL_STYLES, GARAGE_STEPS, type MarketplaceFacets, type MarketplaceQuery } from '@atelier/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { buildingTypes, categories, designs, environmentalConditions, locations } from '../../db/schema/index.ts';
import { type FacetKey, filterConditions, isPublished } from './filters.ts';

const BED_STEPS = [1, 2, 3, 4, 5];
const BATH_STEPS = [1, 2, 3, 4];

const countWhere = (condition: SQL) => sql<number>`cast(count(${designs.id}) filter (where ${condition}) as int)`;

/**
 * Counts are computed in the database over published designs; options keep a stable order (most
 * published designs overall first).
 */
export async function marketplaceFacets(db: Database, query: MarketplaceQuery): Promise<MarketplaceFacets> {
  const tableFacet = (
    table: typeof categories | typeof locations | typeof buildingTypes | typeof environmentalConditions,
    joinOn: SQL,
    key: FacetKey,
    byTotal: boolean,
  ) =>
    db
      .select({ id: table.id, label: table.label, count: countWhere(filterConditions(query, key)) })
      .from(table)
      .leftJoin(designs, and(joinOn, isPublished))
      .groupBy(table.id)
      .orderBy(...(byTotal ? [desc(count(designs.id))] : []), asc(table.sortOrder));
  const joinById = (column: AnyPgColumn, id: AnyPgColumn) => eq(column, id);

  const stepCounts = (column: AnyPgColumn, steps: number[], key: FacetKey) => {
    const where = filterConditions(query, key);
    return db
      .select(Object.fromEntries(steps.map((step) => [`n${step}`, countWhere(sql`${column} >= ${step} and ${where}`)])))
      .from(designs)
      .where(isPublished)
      .then(([row]) => steps.map((step) => ({ value: step, count: Number(row?.[`n${step}`] ?? 0) })));
  };

  // Styles are a fixed list in the domain, not a table: count per stored id, then label in list order.
  const styleCounts = db
    .select({ id: designs.style, count: countWhere(filterConditions(query, 'style')) })
    .from(designs)
    .where(isPublished)
    .groupBy(designs.style)
    .then((rows) => {
      const byId = new Map(rows.map((row) => [row.id, row.count]));
      return ARCHITECTURAL_STYLES.map(({ id, label }) => ({ id, label, count: byId.get(id) ?? 0 }));
    });

  const [
    categoryOptions,
    locationOptions,
    typeOptions,
    envOptions,
    styles,
    storyRows,
    beds,
    baths,
    garage,
    featuredRows,
    ranges,
  ] = await Promise.all([
    tableFacet(categories, joinById(designs.categoryId, categories.id), 'category', false),
    tableFacet(locations, joinById(designs.locationId, locations.id), 'location', true),
    tableFacet(buildingTypes, joinById(designs.buildingTypeId, buildingTypes.id), 'type', true),
    tableFacet(
      environmentalConditions,
      sql`${environmentalConditions.id} = any(${designs.environmentalConditions})`,
      'env',
      false,
    ),
    styleCounts,
    db
      .select({ value: designs.stories, count: countWhere(filterConditions(query, 'stories')) })
      .from(designs)
      .where(isPublished)
      .groupBy(designs.stories)
      .orderBy(asc(designs.stories)),
    stepCounts(designs.bedrooms, BED_STEPS, 'beds'),
    stepCounts(designs.bathrooms, BATH_STEPS, 'baths'),
    stepCounts(designs.garageBays, [...GARAGE_STEPS], 'garage'),
    db
      .select({ count: countWhere(sql`${designs.featured} and ${filterConditions(query, 'featured')}`) })
      .from(designs)
      .where(isPublished),
    db
      .select({
        minPrice: sql<number>`cast(coalesce(min(${designs.priceCents}), 0) as int)`,
        maxPrice: sql<number>`cast(coalesce(max(${designs.priceCents}), 0) as int)`,
        minArea: sql<number>`cast(coalesce(min(${designs.area}), 0) as int)`,
        maxArea: sql<number>`cast(coalesce(max(${designs.area}), 0) as int)`,
        minWidth: sql<number>`cast(coalesce(min(${designs.widthFt}), 0) as int)`,
        maxWidth: sql<number>`cast(coalesce(max(${designs.widthFt}), 0) as int)`,
        minDepth: sql<number>`cast(coalesce(min(${designs.depthFt}), 0) as int)`,
        maxDepth: sql<number>`cast(coalesce(max(${designs.depthFt}), 0) as int)`,
      })
      .from(designs)
      .where(isPublished),
  ]);
  const range = ranges[0];
  return {
    categories: categoryOptions,
    locations: locationOptions,
    buildingTypes: typeOptions,
    environmentalConditions: envOptions,
    styles,
    stories: storyRows,
    beds,
    baths,
    garage,
    featured: featuredRows[0]?.count ?? 0,
    priceRange: { min: range?.minPrice ?? 0, max: range?.maxPrice ?? 0 },
    areaRange: { min: range?.minArea ?? 0, max: range?.maxArea ?? 0 },
    widthRange: { min: range?.minWidth ?? 0, max: range?.maxWidth ?? 0 },
    depthRange: { min: range?.minDepth ?? 0, max: range?.maxDepth ?? 0 },
  };
}
