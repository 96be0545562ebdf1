import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { designImages, designs } from '../../db/schema/index.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { designPreviewPath } from '../catalog/preview.ts';

// design-010 becomes a draft with an uploaded picture, design-011 is archived; the others stay published.
const DRAFT = 'design-010';
const ARCHIVED = 'design-011';
const DRAFT_PICTURE = randomUUID();

const app = useTestApp();
let editor: StaffSession;
let sales: StaffSession;
beforeAll(async () => {
  const { db } = app.database;
  const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7a9a8c' } })
    .jpeg()
    .toBuffer();
  await db.transaction(async (tx) => {
    const file = await app.services.files.put(tx, bytes, 'image/jpeg');
    await tx.insert(designImages).values({
      id: DRAFT_PICTURE,
      designId: DRAFT,
      fileId: file.id,
      position: 0,
      alt: 'The unreleased front',
      width: 1600,
      height: 1000,
    });
  });
  await db.update(designs).set({ status: 'draft' }).where(eq(designs.id, DRAFT));
  await db.update(designs).set({ status: 'archived' }).where(eq(designs.id, ARCHIVED));
  editor = await createStaffSession(app, 'content_editor');
  sales = await createStaffSession(app, 'sales');
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ url, headers: { host: PUBLIC_HOST, ...headers } });

describe('design images', () => {
  it('serves each sized variant in the format its extension names', async () => {
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
      ['png', 'image/png'],
    ] as const) {
      const response = await get(`/media/designs/design-001-640.${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([640, 400]);
    }
  });

  it('picks the best accepted format for the stored image path', async () => {
    const avif = await get('/media/designs/design-002', { accept: 'image/avif,image/webp,*/*' });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toContain('Accept');
    const webp = await get('/media/designs/design-002', { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    const png = await get('/media/designs/design-002');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(960);
  });

  it('draws a different picture for each view and the same one every time', async () => {
    const elevation = (await get('/media/designs/design-003-320.svg')).body;
    const dusk = (await get('/media/designs/design-003-dusk-320.svg')).body;
    const plan = await get('/media/designs/design-003-plan-320.svg');
    expect(plan.headers['content-type']).toContain('image/svg+xml');
    expect(new Set([elevation, dusk, plan.body]).size).toBe(3);
    expect((await get('/media/designs/design-003-320.svg')).body).toBe(elevation);
  });

  it('is cacheable for a long time and answers 304 to a matching ETag', async () => {
    const first = await get('/media/designs/design-004-480.webp');
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    const etag = String(first.headers.etag);
    const again = await get('/media/designs/design-004-480.webp', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for unknown designs, views, widths and formats', async () => {
    for (const name of ['design-999', 'design-001-side', 'design-001-777.webp', 'design-001.gif', '..%2Fetc']) {
      expect((await get(`/media/designs/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('pictures of unpublished designs', () => {
  const artwork = (id: string) => [
    `/media/designs/${id}`,
    `/media/designs/${id}.svg`,
    `/media/designs/${id}-640.webp`,
    `/media/designs/${id}-dusk-320.png`,
    `/media/designs/${id}-plan-1280.avif`,
  ];
  const draftUrls = [...artwork(DRAFT), ...artwork(ARCHIVED), `/media/images/${DRAFT_PICTURE}`];
  draftUrls.push(`/media/images/${DRAFT_PICTURE}-640.webp`, `/media/images/${DRAFT_PICTURE}-320.jpg`);
  const previewToken = (id: string, now = Date.now()) =>
    new URL(designPreviewPath(app.env.SESSION_SECRET, id, now), 'http://x').searchParams.get('preview') ?? '';

  it('answer the public exactly as an unknown design does, on either host', async () => {
    const unknown = await get('/media/designs/design-999-640.webp');
    expect(unknown.statusCode).toBe(404);
    for (const url of draftUrls) {
      for (const host of [PUBLIC_HOST, ADMIN_HOST]) {
        const response = await get(url, { host });
        expect(response.statusCode, `${host}${url}`).toBe(404);
        expect(response.body, url).toBe(unknown.body);
      }
    }
  });

  it('are shown to staff who may read designs, through their session on the admin site, never cached for others', async () => {
    for (const url of draftUrls) {
      const response = await get(url, { host: ADMIN_HOST, cookie: editor.cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\//);
      expect(response.headers['cache-control'], url).toMatch(/^private/);
    }
    const picture = await get(`/media/images/${DRAFT_PICTURE}-640.webp`, { host: ADMIN_HOST, cookie: editor.cookie });
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(640);
    // Staff without the designs permission, and a session cookie sent to the public site, see nothing.
    expect((await get(`/media/designs/${DRAFT}-640.webp`, { host: ADMIN_HOST, cookie: sales.cookie })).statusCode).toBe(
      404,
    );
    expect((await get(`/media/designs/${DRAFT}-640.webp`, { cookie: editor.cookie })).statusCode).toBe(404);
  });

  it('are shown with a valid preview token of the same design, as the storefront preview page asks for them', async () => {
    const token = previewToken(DRAFT);
    for (const url of [...artwork(DRAFT), `/media/images/${DRAFT_PICTURE}-640.webp`]) {
      const response = await get(`${url}?preview=${token}`);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^private/);
    }
    const archivedToken = previewToken(ARCHIVED);
    expect((await get(`/media/designs/${ARCHIVED}-640.webp?preview=${archivedToken}`)).statusCode).toBe(200);
    // Another design's token, an expired one and a tampered one open nothing.
    const expired = previewToken(DRAFT, Date.now() - 2 * 3600_000);
    for (const bad of [archivedToken, expired, `${token}x`, '']) {
      expect((await get(`/media/designs/${DRAFT}-640.webp?preview=${bad}`)).statusCode, bad).toBe(404);
      expect((await get(`/media/images/${DRAFT_PICTURE}?preview=${bad}`)).statusCode, bad).toBe(404);
    }
  });

  it('are public again, with the long cache, once the design is published', async () => {
    await app.database.db.update(designs).set({ status: 'published' }).where(eq(designs.id, ARCHIVED));
    try {
      const response = await get(`/media/designs/${ARCHIVED}-640.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{7,}/);
    } finally {
      await app.database.db.update(designs).set({ status: 'archived' }).where(eq(designs.id, ARCHIVED));
    }
  });
});

describe('avatars', () => {
  it('draws initials for testimonials and team members', async () => {
    const [testimonial] = await app.services.content.listTestimonials();
    const [member] = await app.services.content.listTeam();
    for (const person of [testimonial, member]) {
      if (!person) throw new Error('seed missing');
      const response = await get(person.avatar);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      const initials = person.name
        .split(' ')
        .map((word) => word[0])
        .join('');
      expect(response.body).toContain(`>${initials.length > 2 ? `${initials[0]}${initials.at(-1)}` : initials}<`);
    }
  });

  it('answers 404 for an unknown person', async () => {
    expect((await get('/media/avatars/nobody')).statusCode).toBe(404);
  });
});
