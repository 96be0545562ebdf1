import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_HOST, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
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
