import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, inlineScriptHashes, isShareable } from './page-cache.ts';

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const csp = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`;

describe('inlineScriptHashes', () => {
  it('names every inline script of the render by its hash and skips scripts loaded from a file', () => {
    const page =
      '<script nonce="abc">window.a = 1;</script><script type="module" src="/x.js"></script>' +
      '<script type="module" nonce="abc">import "/y.js";\n</script><script nonce="abc"></script>';
    expect(inlineScriptHashes(page, 'abc')).toEqual([sha('window.a = 1;'), sha('import "/y.js";\n'), sha('')]);
  });

  it('does not name a script without the render’s nonce: one that got into the page does not run', () => {
    const page =
      '<script nonce="abc">window.a = 1;</script><p><script>steal()</script></p>' +
      '<script nonce="guess">steal()</script><img alt="<script nonce=abc>x</script>">';
    expect(inlineScriptHashes(page, 'abc')).toEqual([sha('window.a = 1;')]);
    expect(inlineScriptHashes(page, '')).toEqual([]);
  });
});

describe('isShareable', () => {
  it('keeps a plain HTML success only', () => {
    expect(isShareable(html('<p>ok</p>'))).toBe(true);
    expect(isShareable(html('<p>no</p>', { 'set-cookie': 'cart=v1' }))).toBe(false);
    expect(isShareable(html('<p>no</p>', { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isShareable(html('<p>no</p>', { 'cache-control': 'No-Store' }))).toBe(false);
    expect(isShareable(html('<p>missing</p>', {}, 404))).toBe(false);
    expect(isShareable(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });
});

describe('the page cache', () => {
  it('keeps a page compressed, makes each other form on demand, and keeps its hash policy until it expires', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1_000, now: () => clock });
    const page = '<script nonce="n1">go()</script><p>A</p>';
    const stored = await cache.store('/a', html(page), cache.generation, 'n1', csp);
    expect((await stored.body(null)).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(await stored.body('br')).toString()).toBe(page);
    // Unpacked from the brotli form once that is made.
    expect((await stored.body(null)).toString()).toBe(page);
    expect(zlib.gunzipSync(await stored.body('gzip')).toString()).toBe(page);
    expect(await stored.body('br')).toBe(await stored.body('br'));
    expect(await stored.body('gzip')).toBe(await stored.body('gzip'));
    expect(stored.contentSecurityPolicy).toBe(`script-src 'self' ${sha('go()')}`);
    expect(cache.get('/a')).toBe(stored);
    clock = 1_000;
    expect(cache.get('/a')).toBeNull();
  });

  it('forgets everything on a change notice, and never keeps a page rendered before it', async () => {
    const cache = createPageCache();
    await cache.store('/a', html('<p>A</p>'), cache.generation, 'n1', csp);
    const renderStartedAt = cache.generation;
    cache.clear();
    expect(cache.get('/a')).toBeNull();
    await cache.store('/b', html('<p>old B</p>'), renderStartedAt, 'n1', csp);
    expect(cache.get('/b')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest pages beyond its bounds', async () => {
    const cache = createPageCache({ maxEntries: 2 });
    for (const key of ['/1', '/2', '/3']) await cache.store(key, html(`<p>${key}</p>`), cache.generation, 'n1', csp);
    expect(cache.get('/1')).toBeNull();
    expect(cache.get('/2')).not.toBeNull();
    expect(cache.get('/3')).not.toBeNull();
  });
});
