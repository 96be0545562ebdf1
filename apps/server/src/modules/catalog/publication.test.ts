// @postgres: the published-only filters and partial indexes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designImages, designs, storedFiles } from '../../db/schema/index.ts';
import { buyerOrderView, checkoutBody, placeTestOrder, postCheckout } from '../../test/orders.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { designPreviewPath } from './preview.ts';

// design-003 (the cheapest and smallest, the only mountain cabin) becomes a draft; design-004 (featured,
// eco-friendly, suburban) is archived after it was bought; design-012 gets uploaded pictures.
const DRAFT = 'design-003';
const ARCHIVED = 'design-004';
const UNPUBLISHED = [DRAFT, ARCHIVED];
const COVER_ID = randomUUID();
const SECOND_ID = randomUUID();

const app = useTestApp();
let archivedOrderUrl: string;
beforeAll(async () => {
  const { db } = app.database;
  archivedOrderUrl = (await placeTestOrder(app, { lines: [{ designId: ARCHIVED, quantity: 1 }] })).confirmationUrl;
  await db.update(designs).set({ status: 'draft' }).where(eq(designs.id, DRAFT));
  await db.update(designs).set({ status: 'archived' }).where(eq(designs.id, ARCHIVED));

  const fileId = randomUUID();
  await db.insert(storedFiles).values({
    id: fileId,
    contentType: 'image/jpeg',
    byteSize: 3,
    sha256: '0'.repeat(64),
    bytes: new Uint8Array([1, 2, 3]),
  });
  await db.insert(designImages).values([
    { id: SECOND_ID, designId: 'design-012', fileId, position: 1, alt: 'The lobby', width: 1200, height: 1600 },
    { id: COVER_ID, designId: 'design-012', fileId, position: 0, alt: 'The street front', width: 1600, height: 1000 },
  ]);
  await db
    .update(designs)
    .set({ image: `/media/images/${COVER_ID}`, imageAlt: 'The street front' })
    .where(eq(designs.id, 'design-012'));
});

const get = (url: string) => app.server.inject({ url, headers: { host: PUBLIC_HOST } });
const idsOf = (designs: { id: string }[]) => designs.map((design) => design.id);
const countsOf = (options: { id: string; count: number }[]) =>
  Object.fromEntries(options.map((option) => [option.id, option.count]));

describe('unpublished designs on the storefront', () => {
  it('are left out of the marketplace list and its count', async () => {
    const first = (await get('/api/designs?sort=price-asc')).json();
    expect(first).toMatchObject({ total: 10, pageCount: 2 });
    expect(first.designs[0].id).toBe('design-011');
    const second = (await get('/api/designs?sort=price-asc&page=2')).json();
    const listed = idsOf([...first.designs, ...second.designs]);
    expect(new Set(listed).size).toBe(10);
    for (const id of UNPUBLISHED) expect(listed).not.toContain(id);
    expect(idsOf((await get('/api/designs?q=timber')).json().designs)).toEqual(['design-006']);
    expect((await get('/api/designs?type=cabin')).json().total).toBe(0);
  });

  it('are not counted in the facets, their ranges or the featured count', async () => {
    const body = (await get('/api/designs/facets')).json();
    expect(countsOf(body.locations)).toEqual({ urban: 4, suburban: 2, coastal: 2, mountain: 0, desert: 1, nordic: 1 });
    expect(countsOf(body.buildingTypes)).toMatchObject({ cabin: 0, 'single-family': 4 });
    expect(body.featured).toBe(1 + 1);
    expect(body.priceRange).toEqual({ min: 240000, max: 650000 });
    expect(body.areaRange).toEqual({ min: 1766, max: 45000 });
    const totals = body.stories.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(totals).toBe(10);
    for (const option of body.environmentalConditions) {
      const listed = (await get(`/api/designs?env=${option.id}`)).json();
      expect(listed.total, option.id).toBe(option.count);
    }
  });

  it('are not counted in the header categories or the filter options', async () => {
    const categories = (await get('/api/categories')).json().categories;
    expect(countsOf(categories)).toEqual({
      residential: 3,
      'multi-family': 1,
      'eco-friendly': 1,
      commercial: 2,
      renovation: 1,
      'mixed-use': 1,
      institutional: 1,
    });
    const filters = (await get('/api/filters')).json();
    expect(countsOf(filters.locations)).toMatchObject({ mountain: 0, suburban: 2 });
    expect(countsOf(filters.environmentalConditions)).toMatchObject({ snow: 1 });
    expect(filters.priceRange).toEqual({ min: 240000, max: 650000 });
    expect(filters.areaRange).toEqual({ min: 1766, max: 45000 });
  });

  it('are neither featured nor related', async () => {
    const { catalog } = app.services;
    expect(idsOf(await catalog.featuredDesigns())).toEqual(['design-001', 'design-009']);
    const design = await catalog.getDesign('design-001');
    if (!design) throw new Error('seed missing');
    const related = idsOf(await catalog.relatedDesigns(design, 20));
    expect(related).toHaveLength(9);
    expect(related).not.toContain(DRAFT);
    expect(related).not.toContain(ARCHIVED);
    expect(idsOf(await catalog.designsByIds(['design-001', DRAFT, ARCHIVED]))).toEqual(['design-001']);
  });

  it('answer 404 by id, but are found for a valid preview link or when asked for explicitly', async () => {
    for (const id of UNPUBLISHED) {
      const response = await get(`/api/designs/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      expect(await app.services.catalog.getDesign(id)).toBeNull();
      expect(await app.services.catalog.getDesign(id, { includeUnpublished: true })).toMatchObject({ id });
    }
    const secret = app.env.SESSION_SECRET;
    const token = new URL(designPreviewPath(secret, DRAFT), 'http://x').searchParams.get('preview') ?? '';
    expect(await app.services.catalog.getDesignForPreview(DRAFT, token, secret)).toMatchObject({
      id: DRAFT,
      status: 'draft',
    });
    expect(await app.services.catalog.getDesignForPreview(ARCHIVED, token, secret)).toBeNull();
    expect(await app.services.catalog.getDesignForPreview(DRAFT, token, secret, Date.now() + 2 * 3600_000)).toBeNull();
  });

  it('cannot be bought, while an order placed before archiving keeps working', async () => {
    const response = await postCheckout(
      app,
      checkoutBody({
        lines: [
          { designId: 'design-001', quantity: 1 },
          { designId: DRAFT, quantity: 1 },
          { designId: ARCHIVED, quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'unknown_design',
      fields: {
        'lines.1.designId': `Design ${DRAFT} is not available.`,
        'lines.2.designId': `Design ${ARCHIVED} is not available.`,
      },
    });
    const order = await buyerOrderView(app, archivedOrderUrl);
    expect(order.lines).toEqual([expect.objectContaining({ designId: ARCHIVED })]);
  });
});

describe('design facts and uploaded pictures', () => {
  it('returns the construction facts of a design', async () => {
    const { design } = (await get('/api/designs/design-001')).json();
    expect(design).toMatchObject({
      imageAlt: null,
      widthFt: 78,
      depthFt: 30,
      garageBays: 2,
      foundation: 'pier',
      roofType: 'hip',
      style: 'modern',
    });
  });

  it('returns an uploaded cover with its alt text, and the pictures in their order', async () => {
    const response = await get('/api/designs/design-012');
    expect(response.statusCode).toBe(200);
    expect(response.json().design).toMatchObject({
      image: `/media/images/${COVER_ID}`,
      imageAlt: 'The street front',
    });
    const listed = (await get('/api/designs?category=commercial&sort=price-asc')).json().designs;
    expect(listed[0]).toMatchObject({ id: 'design-012', image: `/media/images/${COVER_ID}` });
    expect(await app.services.catalog.designImages('design-012')).toEqual([
      { id: COVER_ID, url: `/media/images/${COVER_ID}`, alt: 'The street front', width: 1600, height: 1000 },
      { id: SECOND_ID, url: `/media/images/${SECOND_ID}`, alt: 'The lobby', width: 1200, height: 1600 },
    ]);
    expect(await app.services.catalog.designImages('design-001')).toEqual([]);
  });
});
