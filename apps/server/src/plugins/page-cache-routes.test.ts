// @postgres: LISTEN/NOTIFY.
import type { SiteTexts } from '@atelier/domain/content-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenceStorefront } from '../test/licence-storefront.ts';
import { createStaffSession, type StaffSession } from '../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../test/test-app.ts';

const app = useTestApp({}, { frontEnds: licenceStorefront() });
let editor: StaffSession;
beforeAll(async () => {
  editor = await createStaffSession(app, 'content_editor');
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers: { host: PUBLIC_HOST, ...headers } });
const titleOf = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];

async function saveLicenceTitle(title: string) {
  const site = await app.server.inject({ method: 'GET', url: '/api/admin/content/site', headers: editor.headers });
  const { body } = site.json<SiteTexts>().legal.licence;
  const saved = await app.server.inject({
    method: 'PUT',
    url: '/api/admin/content/site/legal/licence',
    headers: editor.headers,
    payload: { title, body },
  });
  expect(saved.statusCode).toBe(200);
}

/** The change notice arrives through LISTEN, a moment after the commit. */
async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('the storefront page cache', () => {
  it('renders an anonymous page once, then serves the same bytes with a hash-based policy', async () => {
    const first = await visit('/licence?from=cache-test');
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await visit('/licence?from=cache-test', { 'accept-encoding': 'br' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    const plain = await visit('/licence?from=cache-test');
    expect(plain.body).toBe(first.body);
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const policy = String(plain.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toContain('nonce-');
  });

  it('renders for the visitor when a cart or favourites cookie is sent, and never keeps that page', async () => {
    await visit('/licence?from=cookie-test');
    for (const cookie of ['cart=v1|design-001:2', 'favourites=v1|design-003']) {
      const personal = await visit('/licence?from=cookie-test', { cookie });
      expect(personal.headers['x-page-cache']).toBeUndefined();
      expect(String(personal.headers['content-security-policy'])).toContain('nonce-');
      expect(personal.headers['cache-control']).not.toContain('public');
    }
    // An empty cart is no different from none.
    expect((await visit('/licence?from=cookie-test', { cookie: 'cart=v1' })).headers['x-page-cache']).toBe('hit');
  });

  it('a signed-in buyer (either session cookie) is never given the shared copy, and leaves none', async () => {
    await visit('/licence?q=buyer-test');
    for (const cookie of ['__Host-buyer_session=abc', 'buyer_session=abc']) {
      const personal = await visit('/licence?q=buyer-test', { cookie });
      expect(personal.headers['x-page-cache']).toBeUndefined();
      expect(personal.headers['cache-control']).not.toContain('public');
      // A page first rendered for a buyer is not kept: the next anonymous visitor renders it anew.
      expect((await visit('/licence?q=buyer-first', { cookie })).headers['x-page-cache']).toBeUndefined();
    }
    expect((await visit('/licence?q=buyer-first')).headers['x-page-cache']).toBe('miss');
  });

  it('answers HEAD from the GET copy and never keeps a HEAD render (its body is empty)', async () => {
    const head = (url: string) => app.server.inject({ method: 'HEAD', url, headers: { host: PUBLIC_HOST } });
    const first = await head('/licence?from=head-test');
    expect(first.statusCode).toBe(200);
    const page = await visit('/licence?from=head-test');
    expect(page.body).toContain('<h1>');
    expect(Number(page.headers['content-length'])).toBeGreaterThan(0);
    const again = await visit('/licence?from=head-test');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(page.body);
    const fromCopy = await head('/licence?from=head-test');
    expect(fromCopy.headers['x-page-cache']).toBe('hit');
    expect(fromCopy.body).toBe('');
    expect(fromCopy.headers['content-length']).toBe(page.headers['content-length']);
  });

  it('decides with the storefront’s own cookie reader and renders shared pages without cookies', async () => {
    // Fastify's parser reads the name "\u00a0cart"; the storefront trims it and would show the cart.
    const odd = await visit('/licence?from=odd-cookie', { cookie: '\u00a0cart=v1|design-001:3|design-009:2' });
    expect(odd.headers['x-page-cache']).toBeUndefined();
    expect(odd.body).toContain('Open cart, 5 items');
    const clean = await visit('/licence?from=odd-cookie');
    expect(clean.body).not.toContain('Open cart');
    // A cookie the storefront does not read as a cart is not rendered into the copy either.
    const other = await visit('/licence?from=other-cookie', { cookie: 'cart2=v1|design-001:3; theme=dark' });
    expect(other.body).not.toContain('Open cart');
  });

  it('keys a page by the query parameters storefront pages read: other parameters make no entry', async () => {
    await visit('/licence?sent=1');
    const tagged = await visit('/licence?utm_source=mail&sent=1&x=%3Cb%3E');
    expect(tagged.headers['x-page-cache']).toBe('hit');
    expect(tagged.body).toContain('<p class="query">?sent=1</p>');
    const plain = await visit('/licence?x=first');
    expect(plain.body).toContain('<p class="query"></p>');
    for (let index = 0; index < 20; index += 1) {
      expect((await visit(`/licence?x=${index}&y`)).headers['x-page-cache']).toBe('hit');
    }
  });

  it('renders a page meant for one visitor with their own cookies and query, whatever the shared rendering saw', async () => {
    const page = await visit('/private?x=1&token=abc', { cookie: 'cart=v1; theme=dark' });
    expect(page.headers['x-page-cache']).toBeUndefined();
    expect(page.body).toContain('cart=v1; theme=dark ?x=1&token=abc');
  });

  it('never keeps nor answers from a copy a URL with a secret in its query, whatever the page says', async () => {
    // The test storefront's /licence says nothing about caching: only the URL marks it as secret.
    for (const query of [
      'token=link-secret',
      'account=acc-1&token=unsubscribe-secret',
      'session_id=cs_1',
      'preview=p',
    ]) {
      for (const method of ['GET', 'HEAD', 'GET'] as const) {
        const page = await app.server.inject({ method, url: `/licence?${query}`, headers: { host: PUBLIC_HOST } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['x-page-cache']).toBeUndefined();
        expect(page.headers['cache-control']).not.toContain('public');
      }
    }
    // The same page without the secret is shared as usual.
    await visit('/licence?account=acc-1');
    expect((await visit('/licence?account=acc-1')).headers['x-page-cache']).toBe('hit');
  });

  it('never keeps a page that says private or no-store, nor answers it from a copy, and keeps its Referrer-Policy', async () => {
    for (let index = 0; index < 2; index += 1) {
      const page = await visit('/private?sent=1');
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('does not keep answers that are not a plain page for everyone', async () => {
    const missing = await visit('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect((await visit('/no-such-page')).headers['x-page-cache']).toBeUndefined();
  });

  it('drops every page when staff change the content, so the next visitor sees the change', async () => {
    const before = await visit('/licence');
    await visit('/licence');
    expect((await visit('/licence')).headers['x-page-cache']).toBe('hit');
    await saveLicenceTitle('Plan licence, revised');
    await eventually(async () => {
      const after = await visit('/licence');
      expect(titleOf(after.body)).toBe('Plan licence, revised');
    });
    expect(titleOf(before.body)).not.toBe('Plan licence, revised');
    expect((await visit('/licence')).headers['x-page-cache']).toBe('hit');
  });
});
