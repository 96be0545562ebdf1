import { parseMarketplaceQuery, SORT_OPTIONS } from '@atelier/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../db/schema/index.ts';
import { sampleDesigns } from '../../db/seed/designs.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { filterConditions } from './filters.ts';
import { orderBy, orderTerms } from './listing.ts';
import { MEMORY_PAGE_DEPTH } from './memory-page.ts';
import { searchCondition, searchRank } from './search.ts';

// Filtered pages and searches are picked in memory (memory-page.ts): the order must be the database's
// (listing.ts; for a search, ts_rank then popularity then id) on every page. 240 copies of the samples,
// with ties in popularity, so that a first page is picked from many matches and a last page is deep.
const app = useTestApp();
beforeAll(async () => {
  const copies = Array.from({ length: 240 }, (_, n) => {
    const sample = sampleDesigns[n % sampleDesigns.length];
    if (!sample) throw new Error('seed missing');
    return {
      ...sample,
      id: `copy-${String(n).padStart(3, '0')}`,
      popularity: n % 7,
      featured: false,
      featuredRank: null,
    };
  });
  await app.database.db.insert(designs).values(copies);
});

const page = async (params: string) => {
  const response = await app.server.inject({ url: `/api/designs?${params}`, headers: { host: PUBLIC_HOST } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { designs: { id: string }[]; pageCount: number };
};

describe('pages picked in memory', () => {
  it('order every page as ts_rank, popularity and id do in the database', async () => {
    for (const q of ['c', 'sto', 'timber', 'office or cabin', 'roof']) {
      const expected = await app.database.db
        .select({ id: designs.id })
        .from(designs)
        .where(and(eq(designs.status, 'published'), searchCondition(q)))
        .orderBy(desc(searchRank(q)), desc(designs.popularity), asc(designs.id));
      const first = await page(`q=${encodeURIComponent(q)}`);
      const listed = first.designs.map((design) => design.id);
      for (let n = 2; n <= first.pageCount; n++) {
        listed.push(...(await page(`q=${encodeURIComponent(q)}&page=${n}`)).designs.map((design) => design.id));
      }
      expect(listed, q).toEqual(expected.map((row) => row.id));
    }
  });

  it('order a filtered search the same way', async () => {
    const q = 'st';
    const expected = await app.database.db
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.status, 'published'), searchCondition(q), eq(designs.categoryId, 'residential')))
      .orderBy(desc(searchRank(q)), desc(designs.popularity), asc(designs.id))
      .limit(9);
    const listed = (await page(`q=${q}&category=residential`)).designs.map((design) => design.id);
    expect(listed).toEqual(expected.map((row) => row.id));
  });

  it('order every sort of a filtered listing as the sort does in the database', async () => {
    const filters = ['category=residential', 'minPrice=2000&maxPrice=5000', 'style=modern,industrial&garage=1', 'q=st'];
    for (const search of filters) {
      for (const { id: sort } of SORT_OPTIONS) {
        const params = `${search}&sort=${sort}`;
        const query = parseMarketplaceQuery(Object.fromEntries(new URLSearchParams(params)));
        const expected = await app.database.db
          .select({ id: designs.id })
          .from(designs)
          .where(filterConditions(query))
          .orderBy(...orderBy(orderTerms(query)))
          .limit(27);
        const listed: string[] = [];
        for (let n = 1; n <= 3; n++) listed.push(...(await page(`${params}&page=${n}`)).designs.map((d) => d.id));
        expect(listed, params).toEqual(expected.map((row) => row.id));
      }
    }
  });

  it('order every page of a search in another sort, past the depth kept for other filters', async () => {
    for (const { id: sort } of SORT_OPTIONS) {
      const params = `q=st&sort=${sort}`;
      const query = parseMarketplaceQuery(Object.fromEntries(new URLSearchParams(params)));
      const expected = await app.database.db
        .select({ id: designs.id })
        .from(designs)
        .where(filterConditions(query))
        .orderBy(...orderBy(orderTerms(query)));
      const first = await page(params);
      expect(first.pageCount * 9, params).toBeGreaterThan(MEMORY_PAGE_DEPTH);
      const listed = first.designs.map((design) => design.id);
      for (let n = 2; n <= first.pageCount; n++) {
        listed.push(...(await page(`${params}&page=${n}`)).designs.map((design) => design.id));
      }
      expect(listed, params).toEqual(expected.map((row) => row.id));
    }
  });
});
