// @postgres: raw SQL, concurrent requests.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { createTestApp, PUBLIC_HOST, type TestApp } from '../../test/test-app.ts';
import { createCatalogueCache } from './cache.ts';

describe('the catalogue cache', () => {
  const counter = () => {
    let calls = 0;
    return () => Promise.resolve(++calls);
  };

  it('keeps nothing until it listens for changes, then keeps a value until a change notice', async () => {
    let notify: () => void = () => {};
    let listening: (value?: unknown) => void = () => {};
    const cache = createCatalogueCache();
    const load = counter();
    expect(await cache.get('key', load)).toBe(1);
    cache.followChanges((handler) => {
      notify = handler;
      return new Promise((resolve) => {
        listening = resolve;
      });
    });
    // Asked to listen, not listening yet: still read every time.
    expect(await cache.get('key', load)).toBe(2);
    listening();
    await Promise.resolve();
    expect(await cache.get('key', load)).toBe(3);
    expect(await cache.get('key', load)).toBe(3);
    notify();
    expect(await cache.get('key', load)).toBe(4);
    cache.invalidate();
    expect(await cache.get('key', load)).toBe(5);
  });

  it('reads again in the background after its time to live, forgets failures, holds at most maxEntries', async () => {
    let time = 0;
    const cache = createCatalogueCache({ ttlMs: 1000, maxEntries: 2, now: () => time });
    cache.followChanges(() => Promise.resolve());
    await cache.get('warm-up', counter());
    await Promise.resolve();
    const load = counter();
    expect(await cache.get('a', load)).toBe(1);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1000;
    // The old value once more, while the new one is read; then the new one.
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(2);

    await expect(cache.get('b', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('b', () => Promise.resolve('read again'))).toBe('read again');

    const other = counter();
    await cache.get('c', other);
    await cache.get('d', other);
    // 'a' was least recently used and went when 'd' came in.
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one read among concurrent callers', async () => {
    const cache = createCatalogueCache();
    cache.followChanges(() => Promise.resolve());
    await cache.get('warm-up', counter());
    await Promise.resolve();
    const load = counter();
    const [first, second] = await Promise.all([cache.get('key', load), cache.get('key', load)]);
    expect([first, second]).toEqual([1, 1]);
  });
});

describe('staff changes reach the cached storefront counts', () => {
  let app: TestApp;
  let editor: StaffSession;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await createStaffSession(app, 'content_editor');
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string) => (await app.server.inject({ url, headers: { host: PUBLIC_HOST } })).json();
  const staff = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    app.server.inject({ method, url, headers: editor.headers, payload });
  const labels = async () =>
    (await get('/api/categories')).categories.map((category: { label: string }) => category.label);

  /** Waits for a notice on its way (PostgreSQL delivers it on the listening connection, a moment later). */
  async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 2_000;
    let value = await read();
    while (!accept(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  it('shows a change made through the admin API in the very next read', async () => {
    // The first read starts listening; from then on reads are kept.
    await get('/api/categories');
    await eventually(async () => app.services.catalog.cache.listening, Boolean);
    await get('/api/categories');
    // A change written behind the server's back (no notice) is not seen: the counts are cached...
    await app.database.db.execute(sql`update categories set label = 'Renovation (unseen)' where id = 'renovation'`);
    expect(await labels()).toContain('Renovation');
    expect(await labels()).not.toContain('Tiny Homes');
    const before = await get('/api/filters');
    const facetsBefore = await get('/api/designs/facets?category=residential');

    const created = await staff('POST', '/api/admin/categories', {
      label: 'Tiny Homes',
      serviceId: 'residential-design',
    });
    expect(created.statusCode, created.body).toBe(201);
    // ...until a staff change drops them.
    expect(await labels()).toContain('Tiny Homes');
    expect(await labels()).toContain('Renovation (unseen)');

    // design-003 is the cheapest design: raising its price raises the catalogue's lowest price.
    expect(before.priceRange.min).toBe(175_000);
    const priced = await staff('PUT', '/api/admin/designs/design-003/price', { priceCents: 200_000 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await get('/api/filters')).priceRange.min).toBe(200_000);
    expect((await get('/api/designs/facets?category=residential')).priceRange.min).toBe(200_000);
    expect(facetsBefore.priceRange.min).toBe(175_000);
  });

  it('hears of a change made outside this process’s requests through the database notice', async () => {
    expect(await labels()).toContain('Tiny Homes');
    // Written through the service, as another server process would: no request of this one is involved.
    await app.services.catalogueStructure.updateCategory(
      'tiny-homes',
      { label: 'Small Homes' },
      { id: editor.user.id, name: 'Test editor', ip: '127.0.0.1' },
    );
    const after = await eventually(labels, (value) => value.includes('Small Homes'));
    expect(after).toContain('Small Homes');
    expect(after).not.toContain('Tiny Homes');
  });
});
