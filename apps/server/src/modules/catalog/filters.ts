import type { MarketplaceQuery } from '@atelier/domain';
import { footprintLimits } from '@atelier/domain/lot-fit';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { designs } from '../../db/schema/index.ts';
import { searchCondition } from './search.ts';

/** Only published designs are on the storefront: drafts are not ready, archived ones are no longer sold. */
export const isPublished = eq(designs.status, 'published');

export type FacetKey =
  | 'category'
  | 'location'
  | 'type'
  | 'env'
  | 'style'
  | 'beds'
  | 'baths'
  | 'stories'
  | 'garage'
  | 'featured';

const textArray = (ids: string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

/** The filters every facet count obeys: published, the text search and the range inputs. */
export function commonConditions(query: Partial<MarketplaceQuery>): SQL[] {
  const conditions: SQL[] = [isPublished];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.minPrice !== undefined) conditions.push(gte(designs.priceCents, query.minPrice * 100));
  if (query.maxPrice !== undefined) conditions.push(lte(designs.priceCents, query.maxPrice * 100));
  if (query.minArea !== undefined) conditions.push(gte(designs.area, query.minArea));
  if (query.maxArea !== undefined) conditions.push(lte(designs.area, query.maxArea));
  // A null width or depth compares as unknown, so a design without one never fits a stated lot.
  if (query.minWidth !== undefined) conditions.push(gte(designs.widthFt, query.minWidth));
  const { maxWidth, maxDepth } = footprintLimits(query);
  if (maxWidth !== undefined) conditions.push(lte(designs.widthFt, maxWidth));
  if (query.minDepth !== undefined) conditions.push(gte(designs.depthFt, query.minDepth));
  if (maxDepth !== undefined) conditions.push(lte(designs.depthFt, maxDepth));
  return conditions;
}

/** The filters that are also facets; `except` leaves one out. */
export function facetConditions(query: Partial<MarketplaceQuery>, except?: FacetKey): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.category?.length && except !== 'category') conditions.push(inArray(designs.categoryId, query.category));
  if (query.location?.length && except !== 'location') conditions.push(inArray(designs.locationId, query.location));
  if (query.type?.length && except !== 'type') conditions.push(inArray(designs.buildingTypeId, query.type));
  if (query.env?.length && except !== 'env')
    conditions.push(sql`${designs.environmentalConditions} && ${textArray(query.env)}`);
  if (query.style?.length && except !== 'style') conditions.push(inArray(designs.style, query.style));
  if (query.beds !== undefined && except !== 'beds') conditions.push(gte(designs.bedrooms, query.beds));
  if (query.baths !== undefined && except !== 'baths') conditions.push(gte(designs.bathrooms, query.baths));
  if (query.stories !== undefined && except !== 'stories') conditions.push(eq(designs.stories, query.stories));
  if (query.garage !== undefined && except !== 'garage') conditions.push(gte(designs.garageBays, query.garage));
  if (query.featured && except !== 'featured') conditions.push(eq(designs.featured, true));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The WHERE clause of a marketplace query, over published designs only. `except` leaves one facet
 * out, so that facet's option counts show what choosing another of its options would give
 * (disjunctive faceting).
 */
export function filterConditions(query: Partial<MarketplaceQuery>, except?: FacetKey): SQL {
  return and(...commonConditions(query), ...facetConditions(query, except)) ?? isPublished;
}

/** The part of a query that decides which designs match (not their order or page), as a stable key. */
export function filterKey(query: Partial<MarketplaceQuery>): string {
  const { sort: _sort, page: _page, ...filters } = query;
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

/** True when no filter is set: every published design matches. */
export const isUnfiltered = (query: Partial<MarketplaceQuery>) => filterKey(query) === '[]';
