// @postgres: concurrent requests.
import { crc32, deflateSync } from 'node:zlib';
import { demoLicencePrice } from '@atelier/domain';
import { estimateBuildCost } from '@atelier/domain/build-cost';
import type { DesignInput, DesignLicences, StaffDesign } from '@atelier/domain/design-admin';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { designLicences, designs, staffAuditLog, storedFiles } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { buyerOrderView, pageCount, pdfText, placeTestOrder, planPdf } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';

const app = useTestApp();
let editor: StaffSession;
let otherEditor: StaffSession;
let sales: StaffSession;
let admin: StaffSession;
beforeAll(async () => {
  [editor, otherEditor, sales, admin] = await Promise.all([
    createStaffSession(app, 'content_editor'),
    createStaffSession(app, 'content_editor'),
    createStaffSession(app, 'sales'),
    createStaffSession(app, 'super_admin'),
  ]);
});

const newDesign = (overrides: Partial<DesignInput> = {}): DesignInput => ({
  title: 'Cedar Ridge Cabin',
  description: 'A compact cabin with a sleeping loft, a deep porch and a stove that heats the whole house.',
  priceCents: 129_900,
  categoryId: 'residential',
  locationId: 'mountain',
  buildingTypeId: 'cabin',
  environmentalConditions: ['cold', 'snow'],
  featured: false,
  area: 980,
  stories: 2,
  bedrooms: 2,
  bathrooms: 1.5,
  widthFt: 30,
  depthFt: 34,
  garageBays: 0,
  complexityFactor: 1,
  foundation: 'crawlspace',
  roofType: 'gable',
  style: 'scandinavian',
  status: 'draft',
  ...overrides,
});

const api = (
  session: StaffSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function createDesign(overrides: Partial<DesignInput> = {}): Promise<StaffDesign> {
  const response = await api(editor, 'POST', '/api/admin/designs', newDesign(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().design;
}

const upload = (
  session: StaffSession,
  url: string,
  file: { filename: string; contentType: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
) => {
  const body = multipartBody(fields, file);
  return app.server.inject({
    method: url.includes('/files/') ? 'PUT' : 'POST',
    url,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const photo = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#7a9a8c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Studio', Artist: 'Jane Photographer' } })
    .toBuffer();

/** A PNG that declares 100 000 × 100 000 pixels but holds a few bytes: it must never be decoded. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(100_001 * 16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sheets of a design's uploaded plan set, as staff list them under What's included. */
async function listSheets(id: string, planSetContents: string[]) {
  const response = await api(editor, 'PUT', `/api/admin/designs/${id}/inclusions`, { additions: {}, planSetContents });
  expect(response.statusCode, response.body).toBe(200);
}

const storedFileCount = async () => (await app.services.db.select({ id: storedFiles.id }).from(storedFiles)).length;

describe('designs: create, list and edit', () => {
  it('a content editor creates a draft; it is listed for staff with its facts', async () => {
    const design = await createDesign({ title: 'Listed Draft Cabin' });
    expect(design).toMatchObject({ status: 'draft', version: 1, images: [], planSet: null, orderCount: 0 });
    expect(design.id).toMatch(/^listed-draft-cabin-[a-z0-9]+$/);
    expect(design.updatedBy).toBe(editor.user.name);
    expect(design.previewUrl).toContain(`/design/${design.id}?preview=`);

    const list = await api(editor, 'GET', '/api/admin/designs?status=draft&q=listed%20draft');
    expect(list.statusCode).toBe(200);
    expect(list.json().designs).toEqual([
      expect.objectContaining({ id: design.id, status: 'draft', image: null, categoryLabel: 'Residential' }),
    ]);
    const all = (await api(editor, 'GET', '/api/admin/designs?sort=price&dir=asc')).json();
    expect(all.total).toBeGreaterThanOrEqual(13);
    const prices = all.designs.map((row: { priceCents: number }) => row.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives each design a short plan number: the samples 1001–1012 in order, a new one the next free', async () => {
    const sample = await app.server.inject({ url: '/api/designs/design-001', headers: { host: PUBLIC_HOST } });
    expect(sample.json().design.planNumber).toBe(1001);
    const twelfth = await app.server.inject({ url: '/api/designs/design-012', headers: { host: PUBLIC_HOST } });
    expect(twelfth.json().design.planNumber).toBe(1012);
    const first = await createDesign({ title: 'Numbered Cabin One' });
    const second = await createDesign({ title: 'Numbered Cabin Two' });
    const numbers = await app.database.db
      .select({ id: designs.id, planNumber: designs.planNumber })
      .from(designs)
      .where(inArray(designs.id, [first.id, second.id]));
    const byId = new Map(numbers.map((row) => [row.id, row.planNumber]));
    expect(byId.get(first.id)).toBeGreaterThan(1012);
    expect(byId.get(second.id)).toBe((byId.get(first.id) ?? 0) + 1);
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const before = (await api(editor, 'GET', '/api/admin/designs')).json().total;
    const invalid = await api(editor, 'POST', '/api/admin/designs', newDesign({ title: 'x', priceCents: -5 }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({ title: expect.any(String), priceCents: expect.any(String) });
    const unknown = await api(editor, 'POST', '/api/admin/designs', newDesign({ categoryId: 'spaceships' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ categoryId: 'Choose a category from the list.' });
    const early = await api(editor, 'POST', '/api/admin/designs', newDesign({ status: 'published' }));
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe('Add a picture and the plan set PDF before publishing.');
    expect((await api(editor, 'GET', '/api/admin/designs')).json().total).toBe(before);
  });

  it('the second of two saves from the same version is refused with who changed it and when', async () => {
    const design = await createDesign();
    const first = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...newDesign({ title: 'Cedar Ridge Cabin II' }),
      version: design.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().design).toMatchObject({ title: 'Cedar Ridge Cabin II', version: 2 });

    const second = await api(otherEditor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...newDesign({ priceCents: 99_900 }),
      version: design.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('edit_conflict');
    expect(second.json().error.message).toMatch(
      new RegExp(
        `^This design was changed by ${editor.user.name} at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC after you opened it`,
      ),
    );
    const stored = (await api(editor, 'GET', `/api/admin/designs/${design.id}`)).json().design;
    expect(stored).toMatchObject({ title: 'Cedar Ridge Cabin II', priceCents: 129_900, version: 2 });
  });

  it('two saves at the same moment: exactly one wins', async () => {
    const design = await createDesign();
    const saves = await Promise.all(
      [editor, otherEditor].map((session, index) =>
        api(session, 'PUT', `/api/admin/designs/${design.id}`, {
          ...newDesign({ priceCents: 100_000 + index }),
          version: design.version,
        }),
      ),
    );
    expect(saves.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const stored = (await api(editor, 'GET', `/api/admin/designs/${design.id}`)).json().design;
    expect(stored.version).toBe(2);
  });

  it('stores the build complexity staff set (1 when not sent), audits it, and the cost to build multiplies by it', async () => {
    const { complexityFactor: _notSent, ...withoutFactor } = newDesign({ title: 'Complex Cabin' });
    const created = await api(editor, 'POST', '/api/admin/designs', withoutFactor);
    expect(created.statusCode, created.body).toBe(201);
    const design = created.json().design as StaffDesign;
    expect(design.complexityFactor).toBe(1);

    const saved = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...newDesign({ title: 'Complex Cabin', complexityFactor: 1.25 }),
      version: design.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().design).toMatchObject({ complexityFactor: 1.25, version: 2 });
    const [row] = await app.database.db
      .select({ complexityFactor: designs.complexityFactor })
      .from(designs)
      .where(eq(designs.id, design.id));
    expect(row?.complexityFactor).toBe(1.25);
    const [audit] = await app.database.db
      .select({ detail: staffAuditLog.detail })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, design.id), eq(staffAuditLog.action, 'design.update')));
    expect(audit?.detail).toMatchObject({ 'complexity factor': '1 → 1.25' });

    // The storefront's estimate reads the stored factor.
    const { id, area, garageBays } = design;
    const form = await app.services.buildCost.formFor({ id, area, garageBays }, new URLSearchParams('region=US-TX'));
    const regions = await app.services.buildCost.regions();
    const texas = regions.find((region) => region.id === 'US-TX');
    if (!texas || !regions[0]) throw new Error('the default regions include Texas');
    expect(form.estimate?.complexityFactor).toBe(1.25);
    expect(form.estimate).toEqual(
      estimateBuildCost({ area, garageBays, complexityFactor: 1.25 }, texas, regions[0], 'standard'),
    );

    // A save without the factor (an older admin app still open) keeps it, and audits no change.
    const older = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...withoutFactor,
      title: 'Complex Cabin II',
      version: 2,
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().design).toMatchObject({ title: 'Complex Cabin II', complexityFactor: 1.25, version: 3 });
  });

  it('refuses a complexity factor outside 0.50–3.00 or with more than two decimals, storing nothing', async () => {
    const design = await createDesign({ complexityFactor: 1.1 });
    expect(design.complexityFactor).toBe(1.1);
    const RANGE = 'Enter a factor from 0.50 to 3.00, e.g. 1.15.';
    const cases: [number, string][] = [
      [0.3, RANGE],
      [3.5, RANGE],
      [1.234, 'Use at most two decimals, e.g. 1.15.'],
    ];
    for (const [complexityFactor, message] of cases) {
      const refused = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
        ...newDesign({ title: 'Refused Factor Cabin', complexityFactor }),
        version: design.version,
      });
      expect(refused.statusCode, String(complexityFactor)).toBe(400);
      expect(refused.json().error.fields).toEqual({ complexityFactor: message });
    }
    expect(
      await api(editor, 'GET', `/api/admin/designs/${design.id}`).then((answer) => answer.json().design),
    ).toMatchObject({ title: design.title, complexityFactor: 1.1, version: 1 });
    const [row] = await app.database.db
      .select({ complexityFactor: designs.complexityFactor })
      .from(designs)
      .where(eq(designs.id, design.id));
    expect(row?.complexityFactor).toBeCloseTo(1.1, 5);

    const before = (await api(editor, 'GET', '/api/admin/designs')).json().total;
    const created = await api(editor, 'POST', '/api/admin/designs', newDesign({ complexityFactor: 3.5 }));
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ complexityFactor: RANGE });
    expect((await api(editor, 'GET', '/api/admin/designs')).json().total).toBe(before);
  });

  it('an unknown design answers 404', async () => {
    expect((await api(editor, 'GET', '/api/admin/designs/no-such-design')).statusCode).toBe(404);
    const update = await api(editor, 'PUT', '/api/admin/designs/no-such-design', { ...newDesign(), version: 1 });
    expect(update.statusCode).toBe(404);
  });
});

describe('design pictures', () => {
  it('stores a real JPEG and PNG without their metadata and serves resized variants', async () => {
    const design = await createDesign();
    const jpeg = await upload(
      editor,
      `/api/admin/designs/${design.id}/images`,
      { filename: 'front.jpg', contentType: 'image/jpeg', bytes: await photo() },
      { alt: 'The cabin from the south-west at dusk' },
    );
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    const png = await upload(
      editor,
      `/api/admin/designs/${design.id}/images`,
      {
        filename: 'plan.png',
        contentType: 'image/png',
        bytes: await sharp({ create: { width: 1200, height: 900, channels: 4, background: '#fff' } })
          .png()
          .toBuffer(),
      },
      { alt: 'Ground floor plan' },
    );
    expect(png.statusCode, png.body).toBe(201);
    const { images } = png.json().design as StaffDesign;
    expect(images.map((image) => [image.alt, image.width, image.height])).toEqual([
      ['The cabin from the south-west at dusk', 1600, 1000],
      ['Ground floor plan', 1200, 900],
    ]);

    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      // A draft's pictures are for staff (and its preview link) only, and never cached publicly.
      const variant = await app.server.inject({ url: `${images[0]?.url}-640.${format}`, headers: editor.headers });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe(type);
      expect(variant.headers['cache-control']).toMatch(/^private/);
      const metadata = await sharp(variant.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([640, 400]);
      expect(metadata.exif).toBeUndefined();
      expect(variant.rawPayload.includes('Secret Studio')).toBe(false);
    }

    const listed = (await api(editor, 'GET', `/api/admin/designs?q=${design.id}`)).json().designs[0];
    expect(listed.image).toBe(images[0]?.url);
  });

  it('refuses a renamed non-image, an oversized file, a decompression bomb and a missing alt text; nothing changes', async () => {
    const design = await createDesign();
    const url = `/api/admin/designs/${design.id}/images`;
    const filesBefore = await storedFileCount();

    const renamed = await upload(
      editor,
      url,
      { filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('#!/bin/sh\necho not a picture\n') },
      { alt: 'Not a picture' },
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe('This file is not a JPEG, PNG or WebP picture.');

    const oversized = Buffer.concat([await photo(), Buffer.alloc(16 * 1024 * 1024)]);
    const big = await upload(
      editor,
      url,
      { filename: 'big.jpg', contentType: 'image/jpeg', bytes: oversized },
      { alt: 'Too big' },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The file must be at most 15 MB.');

    const bomb = await upload(
      editor,
      url,
      { filename: 'bomb.png', contentType: 'image/png', bytes: decompressionBomb() },
      { alt: 'A bomb' },
    );
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().error.message).toMatch(/100000 × 100000 pixels; at most 40 million/);

    const small = await upload(
      editor,
      url,
      { filename: 'icon.jpg', contentType: 'image/jpeg', bytes: await photo(300, 200) },
      { alt: 'Too small' },
    );
    expect(small.statusCode).toBe(422);

    const noAlt = await upload(editor, url, { filename: 'a.jpg', contentType: 'image/jpeg', bytes: await photo() });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().error.fields).toHaveProperty('alt');

    const notMultipart = await api(editor, 'POST', url, { alt: 'json' });
    expect(notMultipart.statusCode).toBe(415);

    const after = (await api(editor, 'GET', `/api/admin/designs/${design.id}`)).json().design;
    expect(after.images).toEqual([]);
    expect(await storedFileCount()).toBe(filesBefore);
    // The server is still serving.
    expect((await app.server.inject({ url: '/api/health', headers: { host: PUBLIC_HOST } })).statusCode).toBe(200);
  });

  it('reorders, renames and removes pictures; the first is the cover', async () => {
    const design = await createDesign();
    const url = `/api/admin/designs/${design.id}/images`;
    for (const alt of ['First view', 'Second view'])
      await upload(editor, url, { filename: 'v.jpg', contentType: 'image/jpeg', bytes: await photo() }, { alt });
    const before = (await api(editor, 'GET', `/api/admin/designs/${design.id}`)).json().design as StaffDesign;
    const [first, second] = before.images;
    if (!first || !second) throw new Error('two pictures expected');

    const reordered = await api(editor, 'PUT', `${url}/order`, { imageIds: [second.id, first.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().design.images.map((image: { id: string }) => image.id)).toEqual([second.id, first.id]);
    const incomplete = await api(editor, 'PUT', `${url}/order`, { imageIds: [second.id] });
    expect(incomplete.statusCode).toBe(400);

    const renamed = await api(editor, 'PATCH', `${url}/${second.id}`, { alt: 'Second view, renamed' });
    expect(renamed.json().design.images[0].alt).toBe('Second view, renamed');

    const filesBefore = await storedFileCount();
    const removed = await api(editor, 'DELETE', `${url}/${second.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().design.images.map((image: { id: string }) => image.id)).toEqual([first.id]);
    expect(await storedFileCount()).toBe(filesBefore - 1);
    const gone = await app.server.inject({ url: `${second.url}-640.webp`, headers: editor.headers });
    expect(gone.statusCode).toBe(404);
  });
});

describe('plan files and delivery', () => {
  it('delivers the uploaded plan set stamped for the buyer; an ordered design is archived, not deleted', async () => {
    const design = await createDesign({ title: 'Stamped Delivery House' });
    const planUrl = `/api/admin/designs/${design.id}/files/plan-set`;

    const notPdf = await upload(editor, planUrl, {
      filename: 'plans.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('not a pdf at all'),
    });
    expect(notPdf.statusCode).toBe(415);

    const uploaded = await upload(editor, planUrl, {
      filename: 'C:\\plans\\Stamped House.pdf',
      contentType: 'application/pdf',
      bytes: await planPdf('UPLOADED PLAN', 3),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().design.planSet).toMatchObject({
      filename: 'Stamped House.pdf',
      pageCount: 3,
      uploadedBy: editor.user.name,
    });
    await upload(
      editor,
      `/api/admin/designs/${design.id}/images`,
      { filename: 'front.jpg', contentType: 'image/jpeg', bytes: await photo() },
      { alt: 'Front of the house' },
    );
    await listSheets(design.id, ['A-101 Ground floor plan']);
    const published = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...newDesign({ title: 'Stamped Delivery House', status: 'published' }),
      version: 1,
    });
    expect(published.statusCode, published.body).toBe(200);

    const { orderNumber, confirmationUrl } = await placeTestOrder(app, {
      fullName: 'Grace Hopper',
      lines: [{ designId: design.id, quantity: 1 }],
    });
    const paid = await app.server.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/mark-paid`,
      headers: sales.headers,
    });
    expect(paid.statusCode).toBe(200);
    const [link] = (await buyerOrderView(app, confirmationUrl)).downloads;
    const download = await app.server.inject({ url: link.url, headers: { host: PUBLIC_HOST } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(await pageCount(download.rawPayload)).toBe(3);
    const text = pdfText(download.rawPayload);
    expect(text).toContain('UPLOADED PLAN sheet A-103');
    expect(text).toContain(`Licensed to Grace Hopper - Order ${orderNumber}`);

    const refused = await api(editor, 'DELETE', `/api/admin/designs/${design.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('design_ordered');
    const archived = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...newDesign({ title: 'Stamped Delivery House', status: 'archived' }),
      version: 2,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().design.orderCount).toBe(1);
    const again = await app.server.inject({ url: link.url, headers: { host: PUBLIC_HOST } });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to publish an uploaded plan set without its sheet list; a generated set needs none', async () => {
    const design = await createDesign({ title: 'Unlisted Sheets House' });
    await upload(editor, `/api/admin/designs/${design.id}/files/plan-set`, {
      filename: 'plans.pdf',
      contentType: 'application/pdf',
      bytes: await planPdf('UPLOADED PLAN', 2),
    });
    await upload(
      editor,
      `/api/admin/designs/${design.id}/images`,
      { filename: 'front.jpg', contentType: 'image/jpeg', bytes: await photo() },
      { alt: 'Front of the house' },
    );
    const publish = (version: number) =>
      api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
        ...newDesign({ title: 'Unlisted Sheets House', status: 'published' }),
        version,
      });

    const refused = await publish(1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'Add the sheet list of the uploaded plan set under What’s included before publishing: buyers see what they buy.',
    );
    expect(refused.json().error.fields.status).toMatch(/sheet list/);
    expect((await api(editor, 'GET', `/api/admin/designs/${design.id}`)).json().design.status).toBe('draft');

    await listSheets(design.id, ['A-101 Ground floor plan', 'A-201 Elevations']);
    const published = await publish(1);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().design.status).toBe('published');

    // A seeded design delivers its generated set, which lists its own sheets: it is republished as before.
    const seeded = (await api(editor, 'GET', '/api/admin/designs/design-001')).json().design as StaffDesign;
    expect(seeded.generatedPlanSet).toBe(true);
    const drafted = await api(editor, 'PUT', `/api/admin/designs/${seeded.id}`, { ...seeded, status: 'draft' });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const republished = await api(editor, 'PUT', `/api/admin/designs/${seeded.id}`, {
      ...seeded,
      version: seeded.version + 1,
    });
    expect(republished.statusCode, republished.body).toBe(200);
    expect(republished.json().design.status).toBe('published');
  });

  it('answers, with each save, where the floor plans’ rooms disagree with the stated facts', async () => {
    const design = await createDesign({
      title: 'Short Rooms House',
      area: 1850,
      stories: 1,
      bedrooms: 3,
      bathrooms: 2,
    });
    expect(design.factWarnings).toEqual([]);
    const floors = await api(editor, 'PUT', `/api/admin/designs/${design.id}/floors`, {
      floors: [
        {
          id: null,
          label: 'Ground floor',
          rooms: [
            { name: 'Living room', widthFt: 25, depthFt: 20 },
            { name: 'Primary bedroom', widthFt: 15, depthFt: 14 },
            { name: 'Bedroom 2', widthFt: 12, depthFt: 11 },
            { name: 'Bedroom 3', widthFt: 11, depthFt: 11 },
            { name: 'Bath', widthFt: 10, depthFt: 8 },
          ],
        },
      ],
    });
    expect(floors.statusCode, floors.body).toBe(200);
    const saved = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...newDesign({ title: 'Short Rooms House', area: 1850, stories: 1, bedrooms: 3, bathrooms: 2 }),
      version: design.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().design.factWarnings).toEqual([
      {
        field: 'area',
        message: 'The floor plans’ rooms add up to 1,043 sq ft heated, but the design states 1,850 sq ft.',
      },
      {
        field: 'bathrooms',
        message: 'The floor plans list 1 bathroom, but the design states 2.',
      },
    ]);
  });

  it('refuses a PDF that cannot be read (no catalogue, no page tree) with a 4xx, storing nothing', async () => {
    const design = await createDesign({ title: 'Broken PDF House' });
    const planUrl = `/api/admin/designs/${design.id}/files/plan-set`;
    const catalogueOnly = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF';
    const filesBefore = await storedFileCount();
    for (const text of ['%PDF-1.4\n%%EOF', '%PDF-', catalogueOnly]) {
      const answer = await upload(editor, planUrl, {
        filename: 'plans.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from(text),
      });
      expect(answer.statusCode, `${JSON.stringify(text)}: ${answer.body}`).toBe(422);
      expect(answer.json().error).toEqual({
        code: 'unusable_pdf',
        message: 'This PDF cannot be opened; it may be damaged or password-protected.',
      });
    }
    expect(await storedFileCount()).toBe(filesBefore);
    const after = (await api(editor, 'GET', `/api/admin/designs/${design.id}`)).json().design;
    expect(after.planSet).toBeNull();
    expect(after.version).toBe(design.version);
  });

  it('accepts CAD files by their bytes and deletes an unordered design with its files', async () => {
    const design = await createDesign();
    const cadUrl = `/api/admin/designs/${design.id}/files/cad`;
    const fake = await upload(editor, cadUrl, {
      filename: 'model.dwg',
      contentType: 'application/octet-stream',
      bytes: Buffer.from('MZ not a drawing'),
    });
    expect(fake.statusCode).toBe(415);
    const zip = await upload(editor, cadUrl, {
      filename: 'model.zip',
      contentType: 'application/zip',
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.json().design.cadFile).toMatchObject({ filename: 'model.zip', pageCount: null, byteSize: 68 });

    const filesBefore = await storedFileCount();
    const deleted = await api(editor, 'DELETE', `/api/admin/designs/${design.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await storedFileCount()).toBe(filesBefore - 1);
    expect((await api(editor, 'GET', `/api/admin/designs/${design.id}`)).statusCode).toBe(404);
    const rows = await app.services.db.select().from(storedFiles).where(eq(storedFiles.byteSize, 68));
    expect(rows).toEqual([]);
  });
});

describe('licences', () => {
  /** The form's fields of a saved design, as the design page sends them back. */
  const inputOf = (design: StaffDesign): DesignInput => {
    const { title, description, priceCents, categoryId, locationId, buildingTypeId, environmentalConditions } = design;
    const { featured, area, stories, bedrooms, bathrooms, widthFt, depthFt, garageBays } = design;
    const { complexityFactor, foundation, roofType, style, status } = design;
    return {
      ...{ title, description, priceCents, categoryId, locationId, buildingTypeId, environmentalConditions },
      ...{ featured, area, stories, bedrooms, bathrooms, widthFt, depthFt, garageBays },
      ...{ complexityFactor, foundation, roofType, style, status },
    };
  };
  const save = (design: StaffDesign, licences: unknown, version = design.version, session = editor) =>
    api(session, 'PUT', `/api/admin/designs/${design.id}`, { ...inputOf(design), licences, version });
  const read = async (id: string): Promise<StaffDesign> =>
    (await api(editor, 'GET', `/api/admin/designs/${id}`)).json().design;
  const uploadCad = async (design: StaffDesign) => {
    const answer = await upload(editor, `/api/admin/designs/${design.id}/files/cad`, {
      filename: 'drawings.zip',
      contentType: 'application/zip',
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().design as StaffDesign;
  };
  const auditOf = async (id: string) =>
    (
      await app.services.db
        .select({ detail: staffAuditLog.detail })
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.targetId, id), eq(staffAuditLog.action, 'design.update')))
        .orderBy(staffAuditLog.id)
    ).map((row) =>
      Object.fromEntries(
        Object.entries(row.detail).filter(([key, value]) => key.startsWith('licence ') && value !== null),
      ),
    );
  const NONE: DesignLicences = { cad: null, unlimited: null, study: null };
  const CAD_NEEDED = 'This licence includes the CAD files: upload them under Plan files before offering it.';

  it('a design without CAD files offers the base licence only, and refuses a licence that includes them', async () => {
    const design = await createDesign();
    expect(design).toMatchObject({ licences: NONE, canDeliverCad: false, cadFile: null });

    const refused = await save(design, { cad: 250_000, unlimited: 400_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Upload the CAD files before offering a licence that includes them.',
      fields: { 'licences.cad': CAD_NEEDED, 'licences.unlimited': CAD_NEEDED },
    });
    expect(await read(design.id)).toMatchObject({ licences: NONE, version: 1 });
  });

  it('offers CAD files at a price once they are uploaded: stored, audited, versioned and announced', async () => {
    const design = await uploadCad(await createDesign());
    expect(design).toMatchObject({ canDeliverCad: true, version: 1 });
    const notices: unknown[] = [];
    const unlisten = await app.database.listen(LIVE_CHANNELS.catalogue, (payload) => notices.push(JSON.parse(payload)));
    try {
      const offered = await save(design, { cad: 324_800, unlimited: null });
      expect(offered.statusCode, offered.body).toBe(200);
      expect(offered.json().design).toMatchObject({ licences: { cad: 324_800, unlimited: null }, version: 2 });
      await expect.poll(() => notices).toContainEqual({ kind: 'design', id: design.id });
    } finally {
      await unlisten();
    }
    expect(await read(design.id)).toMatchObject({ licences: { cad: 324_800, unlimited: null }, version: 2 });
    // The change is in the member's activity log, one flat line per licence.
    const activity = await api(admin, 'GET', `/api/admin/staff-users/${editor.user.id}/audit?action=design.update`);
    expect(activity.statusCode, activity.body).toBe(200);
    const [entry] = activity.json().entries.filter((row: { targetId: string }) => row.targetId === design.id);
    expect(entry.detail).toMatchObject({ 'licence cad': expect.stringContaining('324800') });

    const changed = await save(await read(design.id), { cad: null, unlimited: 519_600 });
    expect(changed.statusCode, changed.body).toBe(200);
    // A save without licences (an older client) leaves them as they are.
    const untouched = await api(editor, 'PUT', `/api/admin/designs/${design.id}`, {
      ...inputOf(changed.json().design),
      version: 3,
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json().design).toMatchObject({ licences: { cad: null, unlimited: 519_600 }, version: 4 });
    expect(await auditOf(design.id)).toEqual([
      { 'licence cad': 'not offered → 324800' },
      { 'licence cad': '324800 → not offered', 'licence unlimited': 'not offered → 519600' },
      {},
    ]);
  });

  it('refuses a price that is not whole cents from $1 to $100,000, per licence, and stores nothing', async () => {
    const design = await uploadCad(await createDesign());
    const cases: [unknown, string][] = [
      [0, 'The price must be at least $1.00.'],
      [-25_000, 'The price must be at least $1.00.'],
      [99, 'The price must be at least $1.00.'],
      [2_499.5, 'The price is in whole cents.'],
      [10_000_001, 'The price must be at most $100,000.00.'],
      [1e15, 'The price must be at most $100,000.00.'],
      ['250000', 'Enter a price.'],
    ];
    for (const [price, message] of cases) {
      const refused = await save(design, { cad: 250_000, unlimited: price });
      expect(refused.statusCode, String(price)).toBe(400);
      expect(refused.json().error.fields).toEqual({ 'licences.unlimited': message });
    }
    const missing = await save(design, { cad: 250_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty(['licences.unlimited']);
    expect(await read(design.id)).toMatchObject({ licences: NONE, version: 1 });
    const rows = await app.services.db.select().from(designLicences).where(eq(designLicences.designId, design.id));
    expect(rows).toEqual([]);
  });

  it('a save from an older version is refused and leaves the licences as the first save left them', async () => {
    const design = await uploadCad(await createDesign());
    const first = await save(design, { cad: 300_000, unlimited: null });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save(design, { cad: 310_000, unlimited: 500_000 }, design.version, otherEditor);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('edit_conflict');
    expect(await read(design.id)).toMatchObject({ licences: { cad: 300_000, unlimited: null }, version: 2 });
  });

  it('keeps the CAD files while a licence includes them; a seeded design falls back on its generated drawing', async () => {
    const design = await uploadCad(await createDesign());
    expect((await save(design, { cad: 300_000, unlimited: 450_000 })).statusCode).toBe(200);
    const refused = await api(editor, 'DELETE', `/api/admin/designs/${design.id}/files/cad`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'cad_licence_offered',
      message:
        'Buyers can still choose “CAD files” and “Unlimited builds”, which include these CAD files. Withdraw those licences under Licences and save the design first, then remove the files.',
    });
    expect((await read(design.id)).cadFile).toMatchObject({ filename: 'drawings.zip' });

    expect((await save(await read(design.id), NONE)).statusCode).toBe(200);
    const removed = await api(editor, 'DELETE', `/api/admin/designs/${design.id}/files/cad`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().design).toMatchObject({ cadFile: null, canDeliverCad: false, licences: NONE });

    // The demo catalogue offers both extra licences and delivers a generated drawing until CAD files are uploaded.
    const seeded = await read('design-002');
    expect(seeded).toMatchObject({
      cadFile: null,
      canDeliverCad: true,
      licences: {
        cad: demoLicencePrice(seeded.priceCents, 'cad'),
        unlimited: demoLicencePrice(seeded.priceCents, 'unlimited'),
      },
    });
    await uploadCad(seeded);
    const replaced = await api(editor, 'DELETE', `/api/admin/designs/${seeded.id}/files/cad`);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().design).toMatchObject({ cadFile: null, canDeliverCad: true, licences: seeded.licences });
  });
});
