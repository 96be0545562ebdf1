// @postgres: the catalogue's fact filters and facet ranges in SQL.
import type { CountedOption } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../db/schema/index.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

// The filters on the facts plan buyers look for: style, garage bays, width and depth (seed: db/seed/designs.ts).
// design-012 (modern, 60 × 44 ft, no garage) loses its footprint; design-005 (modern, 86 ft, 2 bays)
// becomes a draft, which no filter or count may show.
const NO_FOOTPRINT = 'design-012';
const DRAFT = 'design-005';

const app = useTestApp();
beforeAll(async () => {
  const { db } = app.database;
  await db.update(designs).set({ widthFt: null, depthFt: null }).where(eq(designs.id, NO_FOOTPRINT));
  await db.update(designs).set({ status: 'draft' }).where(eq(designs.id, DRAFT));
});

const get = (url: string) => app.server.inject({ url, headers: { host: PUBLIC_HOST } });
const ids = async (search: string) =>
  (await get(`/api/designs?${search}`)).json().designs.map((design: { id: string }) => design.id);
const countsOf = (options: { id: string; count: number }[]) =>
  Object.fromEntries(options.map((option) => [option.id, option.count]));
const valuesOf = (rows: { value: number; count: number }[]) => rows.map((row) => [row.value, row.count]);

describe('style, garage and footprint filters', () => {
  it('keeps designs no wider than the lot; one without a stated width never fits', async () => {
    expect(await ids('maxWidth=60&sort=width-asc')).toEqual(['design-011', 'design-002', 'design-003', 'design-006']);
    expect(await ids('maxDepth=35&minWidth=40&sort=width-asc')).toEqual(['design-006', 'design-001']);
  });

  it("keeps designs that fit a lot's buildable area (the lot less its setbacks), with the same counts", async () => {
    // 70 × 100 ft, default setbacks (25 front and rear, 5 each side): 60 × 50 ft to build on.
    const fitting = await ids('lotWidth=70&lotDepth=100&sort=width-asc');
    expect(fitting).toEqual(await ids('maxWidth=60&maxDepth=50&sort=width-asc'));
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting).not.toContain(NO_FOOTPRINT);
    // Narrower side setbacks leave room for more; the query's own maximum still holds.
    expect(await ids('lotWidth=70&lotDepth=100&setbackSide=0&sort=width-asc')).toEqual(
      await ids('maxWidth=70&maxDepth=50&sort=width-asc'),
    );
    expect(await ids('lotWidth=70&lotDepth=100&maxWidth=40&sort=width-asc')).toEqual(
      await ids('maxWidth=40&maxDepth=50&sort=width-asc'),
    );
    // A lot the setbacks fill leaves nothing; a lot without its depth is no filter.
    expect((await get('/api/designs?lotWidth=10&lotDepth=100')).json().total).toBe(0);
    expect((await get('/api/designs?lotWidth=70')).json().total).toBe(11);
    const facets = (await get('/api/designs/facets?lotWidth=70&lotDepth=100')).json();
    for (const option of facets.styles) {
      const listed = (await get(`/api/designs?lotWidth=70&lotDepth=100&style=${option.id}`)).json();
      expect(listed.total, option.id).toBe(option.count);
    }
  });

  it('reads a reversed width range the way it was meant', async () => {
    expect(await ids('minWidth=80&maxWidth=30&sort=width-asc')).toEqual(['design-006', 'design-004', 'design-001']);
  });

  it('matches any of the chosen styles, together with the other filters', async () => {
    expect(await ids('style=modern,scandinavian&sort=width-asc')).toEqual([
      'design-003',
      'design-006',
      'design-001',
      'design-008',
      NO_FOOTPRINT,
    ]);
    expect(await ids('style=scandinavian&style=modern&maxWidth=60&sort=width-asc')).toEqual([
      'design-003',
      'design-006',
    ]);
  });

  it('filters by a minimum number of garage bays; an unstated garage never matches', async () => {
    expect(await ids('garage=1&sort=width-asc')).toEqual(['design-006', 'design-004', 'design-001']);
    expect(await ids('garage=2&sort=width-asc')).toEqual(['design-004', 'design-001']);
    expect((await get('/api/designs?garage=3')).json().total).toBe(0);
  });

  it('sorts narrowest first, designs without a width last', async () => {
    const first = (await get('/api/designs?sort=width-asc')).json();
    expect(first.total).toBe(11);
    expect(first.designs.map((design: { widthFt: number | null }) => design.widthFt)).toEqual([
      22, 25, 28, 47, 64, 78, 90, 90, 96,
    ]);
    expect(await ids('sort=width-asc&page=2')).toEqual(['design-008', NO_FOOTPRINT]);
  });

  it('drops unknown styles, garage choices and malformed sizes instead of failing', async () => {
    const response = await get('/api/designs?style=gothic,MODERN&garage=7&maxWidth=abc&minDepth=-3&sort=widest');
    expect(response.statusCode).toBe(200);
    expect(response.json().designs.map((design: { id: string }) => design.id)).toEqual(await ids('style=modern'));
    expect((await get('/api/designs?garage=0&maxDepth=1e9&style=')).json().total).toBe(11);
    expect((await get('/api/designs/facets?style=%3Cb%3E&garage=1.5&maxWidth=')).statusCode).toBe(200);
  });
});

describe('style and garage counts', () => {
  it('counts published designs per style in the list order, and per minimum garage', async () => {
    const body = (await get('/api/designs/facets')).json();
    const styles = body.styles.map((option: CountedOption) => [option.id, option.label, option.count]);
    expect(styles).toEqual([
      ['modern', 'Modern', 3],
      ['contemporary', 'Contemporary', 3],
      ['farmhouse', 'Farmhouse', 0],
      ['craftsman', 'Craftsman', 0],
      ['scandinavian', 'Scandinavian', 2],
      ['mediterranean', 'Mediterranean', 0],
      ['traditional', 'Traditional', 2],
      ['industrial', 'Industrial', 1],
    ]);
    expect(valuesOf(body.garage)).toEqual([
      [1, 3],
      [2, 2],
      [3, 0],
    ]);
    expect(body.widthRange).toEqual({ min: 22, max: 180 });
    expect(body.depthRange).toEqual({ min: 30, max: 140 });
  });

  it('counts each under the other active filters but not its own', async () => {
    const body = (await get('/api/designs/facets?style=modern&garage=2&maxWidth=100')).json();
    // Styles ignore the style filter: designs with 2+ bays no wider than 100 ft, per style.
    expect(countsOf(body.styles)).toMatchObject({ modern: 1, contemporary: 1, scandinavian: 0, traditional: 0 });
    // Garage counts ignore the garage filter: modern designs no wider than 100 ft.
    expect(valuesOf(body.garage)).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
    // Every other facet applies the new filters.
    expect(countsOf(body.categories)).toMatchObject({ residential: 1, commercial: 0 });
    expect(await ids('style=modern&garage=2&maxWidth=100')).toEqual(['design-001']);
  });

  it('agrees with the listing for every style and every garage choice', async () => {
    const facets = (await get('/api/designs/facets?maxDepth=70')).json();
    for (const option of facets.styles) {
      const listed = (await get(`/api/designs?maxDepth=70&style=${option.id}`)).json();
      expect(listed.total, option.id).toBe(option.count);
    }
    for (const row of facets.garage) {
      const listed = (await get(`/api/designs?maxDepth=70&garage=${row.value}`)).json();
      expect(listed.total, `garage ${row.value}`).toBe(row.count);
    }
  });
});
