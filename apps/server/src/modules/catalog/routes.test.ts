// @postgres: raw SQL.
import { LICENCES } from '@atelier/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designLicences } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/index.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();

const get = (url: string) => app.server.inject({ url, headers: { host: PUBLIC_HOST } });

describe('GET /api/designs', () => {
  it('lists the twelve sample designs, most popular first', async () => {
    const response = await get('/api/designs?page=1');
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.total).toBe(12);
    expect(body.designs[0]).toMatchObject({ id: 'design-001', popularity: 95 });
  });

  it('filters by category and sorts by price', async () => {
    const body = (await get('/api/designs?category=residential&sort=price-asc')).json();
    expect(body.designs.map((design: { id: string }) => design.id)).toEqual([
      'design-003',
      'design-002',
      'design-005',
      'design-001',
    ]);
  });

  it('searches title and description with full-text search', async () => {
    const body = (await get('/api/designs?q=timber')).json();
    expect(body.designs.map((design: { id: string }) => design.id).sort()).toEqual(['design-003', 'design-006']);
  });

  it('ignores malformed filter values instead of failing', async () => {
    const response = await get('/api/designs?minPrice=abc&sort=nonsense&page=-4');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(12);
  });
});

describe('GET /api/designs/:id', () => {
  it('returns every field of a design', async () => {
    const body = (await get('/api/designs/design-004')).json();
    expect(body.design).toMatchObject({ id: 'design-004', featured: true, price: 390000, category: 'eco-friendly' });
  });

  it('lists the licences the design offers, base licence first at the design price', async () => {
    const { licences } = (await get('/api/designs/design-004')).json();
    // The seed offers CAD files at 2.5 times and unlimited builds at 4 times the plan set's price.
    expect(licences).toEqual([
      {
        id: 'pdf-single',
        label: 'PDF plan set, single build',
        summary: LICENCES['pdf-single'].summary,
        files: ['plan-set'],
        perBuild: true,
        priceCents: 390000,
      },
      {
        id: 'cad',
        label: 'CAD files',
        summary: LICENCES.cad.summary,
        files: ['plan-set', 'cad'],
        perBuild: false,
        priceCents: 975000,
      },
      {
        id: 'unlimited',
        label: 'Unlimited builds',
        summary: LICENCES.unlimited.summary,
        files: ['plan-set', 'cad'],
        perBuild: false,
        priceCents: 1560000,
      },
    ]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/designs/design-999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('the licences of several designs at once (the storefront compare page)', () => {
  it('prices each design by its own offer in one call, base licence first at the design price', async () => {
    // Staff withdrew the loft's unlimited builds: its other licences stay, the villa's are untouched.
    await app.database.db
      .delete(designLicences)
      .where(and(eq(designLicences.designId, 'design-002'), eq(designLicences.licence, 'unlimited')));
    const compared = await app.services.catalog.designsByIds(['design-001', 'design-002']);
    const priced = await app.services.catalog.licenceOptions(compared);
    const prices = (id: string) => priced.get(id)?.map((option) => [option.id, option.priceCents]);
    expect(prices('design-001')).toEqual([
      ['pdf-single', 450000],
      ['cad', 1125000],
      ['unlimited', 1800000],
    ]);
    expect(prices('design-002')).toEqual([
      ['pdf-single', 280000],
      ['cad', 700000],
    ]);
  });
});

describe('categories and filters', () => {
  it('counts designs per category from the data', async () => {
    const body = (await get('/api/categories')).json();
    const counts = Object.fromEntries(body.categories.map((c: { id: string; count: number }) => [c.id, c.count]));
    expect(counts).toEqual({
      residential: 4,
      'multi-family': 1,
      'eco-friendly': 2,
      commercial: 2,
      renovation: 1,
      'mixed-use': 1,
      institutional: 1,
    });
  });

  it('lists the fourteen environmental conditions with counts', async () => {
    const body = (await get('/api/filters')).json();
    expect(body.environmentalConditions).toHaveLength(14);
    expect(body.priceRange).toEqual({ min: 175000, max: 650000 });
    expect(body.areaRange).toEqual({ min: 1304, max: 45000 });
  });
});

describe('seeding', () => {
  it('is idempotent and never overwrites staff changes', async () => {
    await app.database.db.execute(`update designs set title = 'Changed by staff' where id = 'design-002'` as never);
    await seedCatalog(app.database.db);
    const body = (await get('/api/designs?page=1')).json();
    expect(body.total).toBe(12);
    expect((await get('/api/designs/design-002')).json().design.title).toBe('Changed by staff');
  });
});
