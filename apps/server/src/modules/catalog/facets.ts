import {
  ARCHITECTURAL_STYLES,
  type CountedOption,
  type CountedValue,
  GARAGE_STEPS,
  type MarketplaceFacets,
  type MarketplaceQuery,
} from '@atelier/domain';
import { and, asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildingTypes, categories, designs, environmentalConditions, locations } from '../../db/schema/index.ts';
import { countFacets, countMatching, type FacetCounts, matcher, matching } from './facet-counts.ts';
import { BATH_STEPS, BED_STEPS, type FacetIndex, loadFacetIndex } from './facet-index.ts';
import { isPublished } from './filters.ts';
import { rankedPage, sortedPage } from './memory-page.ts';
import { searchCondition, searchRank } from './search.ts';

interface Lookup {
  id: string;
  label: string;
}

/**
 * The whole published catalogue as the storefront sees it: the option lists, the facet index, and
 * what the header, the filter options and the unfiltered marketplace show. Kept per process until the
 * catalogue changes (cache.ts); every filtered count is computed from it.
 */
export interface CatalogueSummary {
  lookups: { categories: Lookup[]; locations: Lookup[]; buildingTypes: Lookup[]; environmentalConditions: Lookup[] };
  index: FacetIndex;
  /** The facets of the unfiltered marketplace, ranges included. */
  facets: MarketplaceFacets;
  categories: (CountedOption & { serviceId: string })[];
  /** Published designs in all. */
  total: number;
  /** The designs each recent text search found and their rank, by position in this index. */
  searches: Map<string, Promise<SearchMatch>>;
}

/**
 * Recent searches kept with the index: 200 at most, and no more than their memory allows (a search
 * holds five bytes a design: 500 kB at 100,000 designs, so 67 of them).
 */
const MAX_SEARCHES = 200;
const SEARCHES_MEMORY = 32 * 1024 * 1024;
const searchesKept = (index: FacetIndex) =>
  Math.min(MAX_SEARCHES, Math.max(16, Math.floor(SEARCHES_MEMORY / (5 * Math.max(1, index.size)))));

export async function readSummary(db: Database): Promise<CatalogueSummary> {
  const lookup = (table: typeof locations | typeof buildingTypes | typeof environmentalConditions) =>
    db.select({ id: table.id, label: table.label }).from(table).orderBy(asc(table.sortOrder), asc(table.id));
  const [categoryRows, locationRows, typeRows, envRows] = await Promise.all([
    db
      .select({ id: categories.id, label: categories.label, serviceId: categories.serviceId })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    lookup(locations),
    lookup(buildingTypes),
    lookup(environmentalConditions),
  ]);
  const ids = (rows: Lookup[]) => rows.map((row) => row.id);
  const index = await loadFacetIndex(db, {
    categories: ids(categoryRows),
    locations: ids(locationRows),
    buildingTypes: ids(typeRows),
    environmentalConditions: ids(envRows),
  });
  const lookups = {
    categories: categoryRows,
    locations: locationRows,
    buildingTypes: typeRows,
    environmentalConditions: envRows,
  };
  const counts = countFacets(index, {}, null);
  const range = (column: Float64Array) => {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const value of column) {
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return min <= max ? { min, max } : { min: 0, max: 0 };
  };
  const facets = facetsFrom(lookups, counts, null, {
    priceRange: range(index.price),
    areaRange: range(index.area),
    widthRange: range(index.width),
    depthRange: range(index.depth),
  });
  return {
    lookups,
    index,
    facets,
    categories: categoryRows.map(({ id, label, serviceId }, k) => ({
      id,
      label,
      serviceId,
      count: counts.category[k] ?? 0,
    })),
    total: counts.total,
    searches: new Map(),
  };
}

/** Facet counts of a marketplace query, each under every other active filter. */
export async function marketplaceFacets(
  db: Database,
  summary: CatalogueSummary,
  query: Partial<MarketplaceQuery>,
): Promise<MarketplaceFacets> {
  const match = query.q ? (await searchMatches(db, summary, query.q)).mask : null;
  const { priceRange, areaRange, widthRange, depthRange } = summary.facets;
  const ranges = { priceRange, areaRange, widthRange, depthRange };
  return facetsFrom(summary.lookups, countFacets(summary.index, query, match), summary.facets, ranges);
}

/** How many designs match a marketplace query: the listing's total. */
export async function matchCount(db: Database, summary: CatalogueSummary, query: Partial<MarketplaceQuery>) {
  const mask = query.q ? (await searchMatches(db, summary, query.q)).mask : null;
  return countMatching(summary.index, query, mask);
}

/**
 * The ids of a page picked in memory: a search in its default order (best match first), or any query
 * in its sort order, walked from the sort's start (at most one test per design, however deep the page).
 */
export async function memoryPage(
  db: Database,
  summary: CatalogueSummary,
  query: MarketplaceQuery,
  offset: number,
  limit: number,
): Promise<string[]> {
  const ranked = Boolean(query.q) && query.sort === 'popular';
  const search = query.q ? await searchMatches(db, summary, query.q) : null;
  if (ranked && search) {
    return rankedPage(summary.index, matching(summary.index, query, search.mask), search.rank, offset, limit);
  }
  return sortedPage(summary.index, matcher(summary.index, query, search?.mask ?? null), query.sort, offset, limit);
}

interface SearchMatch {
  mask: Uint8Array;
  /** ts_rank's value, a float4: kept exactly in four bytes. */
  rank: Float32Array;
}

/**
 * The designs `q` finds and how well, read once per search text and catalogue version: one pass of
 * the database over the matches (the GIN index finds them), however the visitor then filters, sorts
 * or pages.
 */
function searchMatches(db: Database, summary: CatalogueSummary, q: string): Promise<SearchMatch> {
  const known = summary.searches.get(q);
  if (known) return known;
  const read = (async () => {
    const rows = await db
      .select({ id: designs.id, rank: searchRank(q) })
      .from(designs)
      .where(and(isPublished, searchCondition(q)));
    const mask = new Uint8Array(summary.index.size);
    const rank = new Float32Array(summary.index.size);
    for (const row of rows) {
      const position = summary.index.position.get(row.id);
      if (position === undefined) continue;
      mask[position] = 1;
      rank[position] = Number(row.rank);
    }
    return { mask, rank };
  })();
  summary.searches.set(q, read);
  read.catch(() => summary.searches.delete(q));
  if (summary.searches.size > searchesKept(summary.index)) {
    const oldest = summary.searches.keys().next().value;
    if (oldest !== undefined) summary.searches.delete(oldest);
  }
  return read;
}

type Ranges = Pick<MarketplaceFacets, 'priceRange' | 'areaRange' | 'widthRange' | 'depthRange'>;

/**
 * Counts as the API's facets. Locations and building types list the most published designs first
 * (the whole catalogue's counts, `whole`; the counts themselves when null), then in their own order.
 */
function facetsFrom(
  lookups: CatalogueSummary['lookups'],
  counts: FacetCounts,
  whole: MarketplaceFacets | null,
  ranges: Ranges,
): MarketplaceFacets {
  const options = (rows: Lookup[], values: number[]) =>
    rows.map(({ id, label }, k): CountedOption => ({ id, label, count: values[k] ?? 0 }));
  const byCatalogueCount = (counted: CountedOption[], totals: CountedOption[] | undefined) => {
    const rank = new Map((totals ?? counted).map((option, k) => [option.id, { count: option.count, k }]));
    const key = (option: CountedOption) => rank.get(option.id) ?? { count: 0, k: Number.MAX_SAFE_INTEGER };
    return [...counted].sort((a, b) => key(b).count - key(a).count || key(a).k - key(b).k);
  };
  const values = (steps: readonly number[], found: number[]) =>
    steps.map((value, k): CountedValue => ({ value, count: found[k] ?? 0 }));
  // Every number of stories a published design has, counted or not under this query.
  const stories = (whole?.stories.map((row) => row.value) ?? [...counts.stories.keys()]).sort((a, b) => a - b);
  return {
    categories: options(lookups.categories, counts.category),
    locations: byCatalogueCount(options(lookups.locations, counts.location), whole?.locations),
    buildingTypes: byCatalogueCount(options(lookups.buildingTypes, counts.type), whole?.buildingTypes),
    environmentalConditions: options(lookups.environmentalConditions, counts.env),
    styles: options([...ARCHITECTURAL_STYLES], counts.style),
    stories: stories.map((value) => ({ value, count: counts.stories.get(value) ?? 0 })),
    beds: values(BED_STEPS, counts.beds),
    baths: values(BATH_STEPS, counts.baths),
    garage: values(GARAGE_STEPS, counts.garage),
    featured: counts.featured,
    ...ranges,
  };
}
