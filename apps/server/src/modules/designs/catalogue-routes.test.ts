import { proportionalPrice } from '@atelier/domain/catalogue-admin';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designLicences, designs, staffAuditLog } from '../../db/schema/index.ts';
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
  /** Two published designs with CAD and unlimited licences that the other tests here leave alone. */
  async function designsWithLicences() {
    const rows = await app.database.db
      .selectDistinct({ id: designs.id, priceCents: designs.priceCents })
      .from(designs)
      .innerJoin(designLicences, eq(designLicences.designId, designs.id))
      .where(and(ne(designs.categoryId, 'commercial'), ne(designs.id, 'design-003'), eq(designs.status, 'published')))
      .orderBy(asc(designs.id))
      .limit(2);
    if (rows.length < 2) throw new Error('two designs with licences expected');
    return rows;
  }
  const licencePrices = (designId: string) =>
    app.database.db
      .select({ licence: designLicences.licence, priceCents: designLicences.priceCents })
      .from(designLicences)
      .where(eq(designLicences.designId, designId))
      .orderBy(asc(designLicences.licence));
  const auditRows = (action: string) =>
    app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.staffUserId, editor.user.id)));

  it('moves the licence prices with the base price (unless told not to) and logs every change to the activity log', async () => {
    const [bulkDesign, inlineDesign] = await designsWithLicences();
    if (!bulkDesign || !inlineDesign) throw new Error('unreachable');
    const before = await licencePrices(bulkDesign.id);
    const change = { designIds: [bulkDesign.id], kind: 'percent', value: -20 };
    const preview = await api('POST', '/api/admin/pricing/preview', change);
    expect(preview.statusCode, preview.body).toBe(200);
    const [row] = preview.json().rows;
    const expected = before.map(({ licence, priceCents }) => ({
      licence,
      oldCents: priceCents,
      newCents: proportionalPrice(priceCents, row.oldCents, row.newCents),
    }));
    expect(row.licences).toEqual(expected);
    expect(expected.every((moved) => moved.newCents !== null && moved.newCents < moved.oldCents)).toBe(true);
    const applied = await api('POST', '/api/admin/pricing/apply', {
      change,
      expected: [{ id: bulkDesign.id, oldCents: row.oldCents }],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await licencePrices(bulkDesign.id)).toEqual(
      expected.map(({ licence, newCents }) => ({ licence, priceCents: newCents })),
    );
    expect(await auditRows('pricing.bulk_change')).toEqual([
      expect.objectContaining({
        targetType: 'design',
        targetId: '*',
        detail: { change: '-20 %', designs: 1, licencePrices: 'moved in proportion' },
      }),
    ]);

    // Inline, with the licence prices kept, then moved (the default).
    const kept = await licencePrices(inlineDesign.id);
    const raised = inlineDesign.priceCents + 50_000;
    const keep = await api('PUT', `/api/admin/designs/${inlineDesign.id}/price`, {
      priceCents: raised,
      moveLicences: false,
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await licencePrices(inlineDesign.id)).toEqual(kept);
    const lowered = await api('PUT', `/api/admin/designs/${inlineDesign.id}/price`, {
      priceCents: inlineDesign.priceCents,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await licencePrices(inlineDesign.id)).toEqual(
      kept.map(({ licence, priceCents }) => ({
        licence,
        priceCents: proportionalPrice(priceCents, raised, inlineDesign.priceCents),
      })),
    );
    const inlineAudit = await auditRows('design.price_change');
    expect(inlineAudit.filter((entry) => entry.targetId === inlineDesign.id)).toHaveLength(2);
  });

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
