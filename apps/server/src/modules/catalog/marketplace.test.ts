// @postgres: the catalogue's listing, sorting and facet SQL.
import { describe, expect, it } from 'vitest';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();

const get = (url: string) => app.server.inject({ url, headers: { host: PUBLIC_HOST } });
const ids = async (search: string) =>
  (await get(`/api/designs?${search}`)).json().designs.map((design: { id: string }) => design.id);
const countsOf = (options: { id: string; count: number }[]) =>
  Object.fromEntries(options.map((option) => [option.id, option.count]));

describe('marketplace filters and sorting', () => {
  it('combines location and price range, cheapest first', async () => {
    expect(await ids('location=urban&minPrice=3000&maxPrice=6200&sort=price-asc')).toEqual([
      'design-007',
      'design-009',
    ]);
  });

  it('reads repeated keys as a list and sorts by price down', async () => {
    expect(await ids('category=commercial&category=institutional&sort=price-desc')).toEqual([
      'design-008',
      'design-010',
      'design-012',
    ]);
  });

  it('matches any of the chosen environmental conditions and sorts newest first', async () => {
    expect(await ids('env=snow,hot&sort=newest')).toEqual(['design-006', 'design-005', 'design-003']);
  });

  it('filters by minimum bedrooms and bathrooms, largest first', async () => {
    expect(await ids('beds=3&baths=2.5&sort=area-desc')).toEqual([
      'design-009',
      'design-007',
      'design-001',
      'design-005',
      'design-011',
    ]);
  });

  it('filters by stories, area range and featured, smallest first', async () => {
    expect(await ids('stories=2&sort=area-asc&minArea=1500&maxArea=6000')).toEqual([
      'design-002',
      'design-006',
      'design-001',
      'design-012',
    ]);
    expect(await ids('featured=1&sort=price-asc')).toEqual(['design-004', 'design-001', 'design-009']);
  });

  it('combines full-text search with a building type filter', async () => {
    expect(await ids('q=timber&type=cabin')).toEqual(['design-003']);
    expect(await ids('q=courtyard%20solar')).toEqual(['design-004']);
  });

  it('pages through results and clamps a page past the end', async () => {
    const first = (await get('/api/designs?sort=price-asc')).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.designs).toHaveLength(9);
    const last = (await get('/api/designs?sort=price-asc&page=99')).json();
    expect(last.page).toBe(2);
    expect(last.designs.map((design: { id: string }) => design.id)).toEqual(['design-007', 'design-009', 'design-008']);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const body = (await get('/api/designs?category=renovation&location=desert')).json();
    expect(body).toMatchObject({ total: 0, page: 1, pageCount: 1, designs: [] });
  });
});

describe('GET /api/designs/facets', () => {
  it('counts every option from the data when nothing is filtered', async () => {
    const body = (await get('/api/designs/facets')).json();
    expect(countsOf(body.locations)).toEqual({ urban: 4, suburban: 3, coastal: 2, mountain: 1, desert: 1, nordic: 1 });
    expect(body.locations.map((option: { id: string }) => option.id).slice(0, 3)).toEqual([
      'urban',
      'suburban',
      'coastal',
    ]);
    expect(body.environmentalConditions).toHaveLength(14);
    expect(body.featured).toBe(3);
    expect(body.priceRange).toEqual({ min: 175000, max: 650000 });
    expect(body.areaRange).toEqual({ min: 1304, max: 45000 });
    expect(body.stories.map((row: { value: number }) => row.value)).toEqual([1, 2, 3, 5, 6, 8]);
  });

  it('counts each facet under the other active filters but not its own', async () => {
    const body = (await get('/api/designs/facets?location=urban&category=residential')).json();
    // Categories ignore the category filter: what choosing another category would give in urban designs.
    expect(countsOf(body.categories)).toMatchObject({
      residential: 1,
      'multi-family': 1,
      commercial: 1,
      'mixed-use': 1,
    });
    // Locations ignore the location filter: residential designs per location.
    expect(countsOf(body.locations)).toMatchObject({ urban: 1, coastal: 1, mountain: 1, desert: 1, suburban: 0 });
    expect(body.beds.find((row: { value: number }) => row.value === 2).count).toBe(1);
  });

  it('agrees with the listing for every single option', async () => {
    const facets = (await get('/api/designs/facets?env=urban')).json();
    for (const option of facets.buildingTypes) {
      const listed = (await get(`/api/designs?env=urban&type=${option.id}`)).json();
      expect(listed.total, option.id).toBe(option.count);
    }
  });
});

describe('related designs', () => {
  it('prefers the same category, then the same building type, then the same location', async () => {
    const design = await app.services.catalog.getDesign('design-008');
    if (!design) throw new Error('seed missing');
    const related = await app.services.catalog.relatedDesigns(design);
    expect(related.map((item) => item.id)).toEqual(['design-012', 'design-009', 'design-002']);
  });
});
