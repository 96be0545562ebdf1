// @postgres: raw SQL, concurrent requests.
import {
  ARCHITECTURAL_STYLES,
  BUILDING_TYPES,
  CATEGORIES,
  ENVIRONMENTAL_CONDITIONS,
  LOCATIONS,
  type MarketplaceQuery,
  parseMarketplaceQuery,
} from '@atelier/domain';
import { count as countAll, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { designs } from '../../db/schema/index.ts';
import { sampleDesigns } from '../../db/seed/designs.ts';
import { useTestApp } from '../../test/test-app.ts';
import { loadFacetIndex } from './facet-index.ts';
import { filterConditions } from './filters.ts';

// The one-pass facet counts against the definition they replace: an option's count is the number of
// designs the listing finds with that option chosen instead of the facet's current choice (one count
// per option, the old per-facet way). Seed data plus designs that state nothing, a draft and an archive.
const app = useTestApp();
beforeAll(async () => {
  const [template] = sampleDesigns;
  if (!template) throw new Error('seed missing');
  const extra = (id: string, fields: Partial<typeof designs.$inferInsert>) => ({ ...template, id, ...fields });
  await app.database.db.insert(designs).values([
    extra('extra-bare', {
      title: 'Bare Plan',
      bedrooms: null,
      bathrooms: null,
      garageBays: null,
      style: null,
      widthFt: null,
      depthFt: null,
      environmentalConditions: [],
      featured: false,
      featuredRank: null,
    }),
    extra('extra-hillside', {
      title: 'Hillside Timber Villa',
      categoryId: 'renovation',
      locationId: 'nordic',
      buildingTypeId: 'cabin',
      stories: 4,
      priceCents: 99_900,
      style: 'farmhouse',
      garageBays: 3,
    }),
    extra('extra-draft', { status: 'draft', stories: 7, categoryId: 'institutional' }),
    extra('extra-archived', { status: 'archived', style: 'craftsman', priceCents: 9_000_000 }),
  ]);
});

const ids = (options: readonly { id: string }[]) => [...options.map((option) => option.id), 'unknown-id'];
// Each filter is set in about one query of six, so that most queries still match some designs.
const sub = (values: string[]) =>
  fc.oneof({ weight: 5, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(values, { maxLength: 3 }) });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
const dollars = maybe(fc.integer({ min: 900, max: 7000 }).map(String));

/** Marketplace queries as a visitor could make them, through the real query-string parser. */
const queries = fc
  .record({
    q: maybe(fc.constantFrom('sto', 'timber', 'office', 'courtyard solar', 'vil', 'plan')),
    category: sub(ids(CATEGORIES)),
    location: sub(ids(LOCATIONS)),
    type: sub(ids(BUILDING_TYPES)),
    env: sub(ids(ENVIRONMENTAL_CONDITIONS)),
    style: sub(ids(ARCHITECTURAL_STYLES)),
    beds: maybe(fc.integer({ min: 1, max: 5 }).map(String)),
    baths: maybe(fc.constantFrom('1', '1.5', '2', '3', '4')),
    stories: maybe(fc.constantFrom('1', '2', '4', '5')),
    garage: maybe(fc.constantFrom('1', '2', '3')),
    featured: maybe(fc.constant('1')),
    minPrice: dollars,
    maxPrice: dollars,
    minArea: maybe(fc.integer({ min: 1000, max: 20000 }).map(String)),
    maxWidth: maybe(fc.integer({ min: 20, max: 200 }).map(String)),
    minDepth: maybe(fc.integer({ min: 30, max: 150 }).map(String)),
  })
  .map((raw) => parseMarketplaceQuery(raw));

/** The counts one per option, each a listing count with that option chosen. */
async function countedOneByOne(query: MarketplaceQuery) {
  const { db } = app.database;
  const facets = await app.services.catalog.facets(query);
  // The reference: the listing's own SQL filter, counted by the database.
  const count = async (change: Partial<MarketplaceQuery>) => {
    const [row] = await db
      .select({ total: countAll() })
      .from(designs)
      .where(filterConditions({ ...query, ...change }));
    return row?.total ?? 0;
  };
  const expected = {
    categories: await Promise.all(facets.categories.map((o) => count({ category: [o.id] }))),
    locations: await Promise.all(facets.locations.map((o) => count({ location: [o.id] }))),
    buildingTypes: await Promise.all(facets.buildingTypes.map((o) => count({ type: [o.id] }))),
    environmentalConditions: await Promise.all(facets.environmentalConditions.map((o) => count({ env: [o.id] }))),
    styles: await Promise.all(facets.styles.map((o) => count({ style: [o.id] }))),
    stories: await Promise.all(facets.stories.map((row) => count({ stories: row.value }))),
    beds: await Promise.all(facets.beds.map((row) => count({ beds: row.value }))),
    baths: await Promise.all(facets.baths.map((row) => count({ baths: row.value }))),
    garage: await Promise.all(facets.garage.map((row) => count({ garage: row.value }))),
    featured: await count({ featured: true }),
  };
  const actual = {
    categories: facets.categories.map((o) => o.count),
    locations: facets.locations.map((o) => o.count),
    buildingTypes: facets.buildingTypes.map((o) => o.count),
    environmentalConditions: facets.environmentalConditions.map((o) => o.count),
    styles: facets.styles.map((o) => o.count),
    stories: facets.stories.map((row) => row.count),
    beds: facets.beds.map((row) => row.count),
    baths: facets.baths.map((row) => row.count),
    garage: facets.garage.map((row) => row.count),
    featured: facets.featured,
  };
  return { facets, actual, expected };
}

describe('facet counts in one pass', () => {
  it('equal the per-option listing counts for the unfiltered marketplace', async () => {
    const { facets, actual, expected } = await countedOneByOne(parseMarketplaceQuery({}));
    expect(actual).toEqual(expected);
    // Every option is listed, including those no published design uses; stories only as published.
    expect(facets.categories.map((o) => o.id)).toEqual(CATEGORIES.map((o) => o.id));
    expect(facets.environmentalConditions).toHaveLength(ENVIRONMENTAL_CONDITIONS.length);
    expect(facets.stories.map((row) => row.value)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    const [ranges] = await app.database.db
      .select({
        min: sql<number>`min(${designs.priceCents})::int`,
        max: sql<number>`max(${designs.priceCents})::int`,
      })
      .from(designs)
      .where(sql`${designs.status} = 'published'`);
    expect(facets.priceRange).toEqual(ranges);
  });

  it('equal the per-option listing counts under any combination of filters', async () => {
    // Besides the random ones, a query per kind of facet that surely matches designs.
    const examples = [
      { style: 'modern,contemporary' },
      { category: 'residential', location: 'urban,coastal' },
      { type: 'single-family', env: 'snow,coastal' },
      { beds: '2', baths: '2', garage: '1' },
      { stories: '2', featured: '1' },
      { q: 'timber', maxPrice: '5000' },
      { minArea: '2000', maxWidth: '120', style: 'modern' },
    ].map((raw): [MarketplaceQuery] => [parseMarketplaceQuery(raw)]);
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const { actual, expected } = await countedOneByOne(query);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 60, examples },
    );
  });

  it('keep the ranges of the whole catalogue under filters', async () => {
    const whole = await app.services.catalog.facets(parseMarketplaceQuery({}));
    const filtered = await app.services.catalog.facets(parseMarketplaceQuery({ category: 'commercial', q: 'office' }));
    expect(filtered.priceRange).toEqual(whole.priceRange);
    expect(filtered.widthRange).toEqual(whole.widthRange);
    expect(filtered.locations.map((o) => o.id)).toEqual(whole.locations.map((o) => o.id));
  });
});

describe('the facet index', () => {
  it('reads the same in pages as in one page, every published design once and in id order', async () => {
    const db = app.database.db;
    const options = {
      categories: CATEGORIES.map((category) => category.id),
      locations: LOCATIONS.map((location) => location.id),
      buildingTypes: BUILDING_TYPES.map((type) => type.id),
      environmentalConditions: ENVIRONMENTAL_CONDITIONS.map((condition) => condition.id),
    };
    const whole = await loadFacetIndex(db, options, 1_000);
    const published = await queryRows<{ id: string }>(
      db,
      sql`select id from designs where status = 'published' order by id`,
    );
    expect(whole.ids).toEqual(published.map((row) => row.id));
    for (const pageSize of [1, 3, whole.size]) {
      expect(await loadFacetIndex(db, options, pageSize), `pages of ${pageSize}`).toEqual(whole);
    }
  });
});
