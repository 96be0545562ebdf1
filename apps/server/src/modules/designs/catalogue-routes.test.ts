import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let editor: StaffSession;
beforeAll(async () => {
  editor = await createStaffSession(app, 'content_editor');
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.server.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });
const storefrontCategories = async () => {
  const response = await app.server.inject({ url: '/api/categories', headers: { host: PUBLIC_HOST } });
  return response.json();
};

describe('categories', () => {
  it('adds, renames, maps, reorders and deletes an empty category; the storefront follows', async () => {
    const created = await api('POST', '/api/admin/categories', {
      label: 'Tiny Homes',
      serviceId: 'residential-design',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tiny = created.json().categories.find((category: { id: string }) => category.id === 'tiny-homes');
    expect(tiny).toMatchObject({ label: 'Tiny Homes', serviceTitle: expect.any(String), designCount: 0 });

    const duplicate = await api('POST', '/api/admin/categories', {
      label: 'tiny homes!',
      serviceId: 'residential-design',
    });
    expect(duplicate.statusCode).toBe(409);
    const badService = await api('POST', '/api/admin/categories', { label: 'Boats', serviceId: 'shipbuilding' });
    expect(badService.statusCode).toBe(400);
    expect(badService.json().error.fields).toEqual({ serviceId: 'Choose a service from the list.' });

    const renamed = await api('PATCH', '/api/admin/categories/tiny-homes', {
      label: 'Small Homes',
      serviceId: 'sustainable-design',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().categories.find((category: { id: string }) => category.id === 'tiny-homes')).toMatchObject({
      label: 'Small Homes',
      serviceId: 'sustainable-design',
    });

    const ids: string[] = renamed.json().categories.map((category: { id: string }) => category.id);
    const reordered = await api('PUT', '/api/admin/categories/order', {
      ids: ['tiny-homes', ...ids.filter((id) => id !== 'tiny-homes')],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().categories[0].id).toBe('tiny-homes');
    expect((await api('PUT', '/api/admin/categories/order', { ids: ['tiny-homes'] })).statusCode).toBe(400);

    const deleted = await api('DELETE', '/api/admin/categories/tiny-homes');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().categories.map((category: { id: string }) => category.id)).not.toContain('tiny-homes');
  });

  it('refuses to delete a category that has designs', async () => {
    const response = await api('DELETE', '/api/admin/categories/residential');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/^This category has \d+ designs: move them/);
    expect(JSON.stringify(await storefrontCategories())).toContain('residential');
  });
});

describe('prices', () => {
  it('previews a bulk change by percent, applies it, and records who changed what', async () => {
    const change = { categoryId: 'commercial', kind: 'percent', value: 10 };
    const preview = await api('POST', '/api/admin/pricing/preview', change);
    expect(preview.statusCode, preview.body).toBe(200);
    const rows: { id: string; oldCents: number; newCents: number }[] = preview.json().rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.newCents).toBe(Math.round((row.oldCents * 1.1) / 100) * 100);

    const stale = await api('POST', '/api/admin/pricing/apply', {
      change,
      expected: rows.map((row) => ({ id: row.id, oldCents: row.oldCents + 1 })),
    });
    expect(stale.statusCode).toBe(409);

    const applied = await api('POST', '/api/admin/pricing/apply', {
      change,
      expected: rows.map(({ id, oldCents }) => ({ id, oldCents })),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const first = rows[0];
    if (!first) throw new Error('a commercial design expected');
    const design = await app.server.inject({ url: `/api/designs/${first.id}`, headers: { host: PUBLIC_HOST } });
    expect(design.json().design.price).toBe(first.newCents);

    const history = (await api('GET', `/api/admin/pricing/history?designId=${first.id}`)).json().changes;
    expect(history[0]).toMatchObject({
      oldCents: first.oldCents,
      newCents: first.newCents,
      changedBy: editor.user.name,
    });
  });

  it('changes one price inline, refuses prices outside the range and a change of zero', async () => {
    const inline = await api('PUT', '/api/admin/designs/design-003/price', { priceCents: 180_000 });
    expect(inline.statusCode, inline.body).toBe(200);
    expect(inline.json().design).toMatchObject({ priceCents: 180_000, version: 2 });
    const history = (await api('GET', '/api/admin/pricing/history')).json().changes;
    expect(history[0]).toMatchObject({ designId: 'design-003', oldCents: 175_000, newCents: 180_000 });

    const tooLow = await api('POST', '/api/admin/pricing/preview', {
      designIds: ['design-003'],
      kind: 'amount',
      value: -500_000,
    });
    expect(tooLow.statusCode).toBe(422);
    const zero = await api('POST', '/api/admin/pricing/preview', {
      designIds: ['design-003'],
      kind: 'percent',
      value: 0,
    });
    expect(zero.statusCode).toBe(400);
    const both = await api('POST', '/api/admin/pricing/preview', {
      categoryId: 'residential',
      designIds: ['design-003'],
      kind: 'percent',
      value: 5,
    });
    expect(both.statusCode).toBe(400);
  });
});

describe('featured designs', () => {
  it('chooses and orders the featured designs; the home page list follows the order', async () => {
    const before = (await api('GET', '/api/admin/featured')).json().designs.map((design: { id: string }) => design.id);
    expect(before).toEqual(['design-001', 'design-004', 'design-009']);
    const updated = await api('PUT', '/api/admin/featured', { ids: ['design-009', 'design-002'] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().designs.map((design: { id: string }) => design.id)).toEqual(['design-009', 'design-002']);
    const unknown = await api('PUT', '/api/admin/featured', { ids: ['no-such-design'] });
    expect(unknown.statusCode).toBe(400);
    const featured = await app.services.catalog.featuredDesigns();
    expect(featured.map((design) => design.id)).toEqual(['design-009', 'design-002']);
  });
});
