import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BUYER_SESSION_COOKIE, BUYER_SESSION_COOKIE_PLAIN } from '@atelier/domain/account';
import { CART_COOKIE_NAME, parseCartCookie } from '@atelier/domain/cart';
import { cookieValue } from '@atelier/domain/cookie-list';
import { FAVOURITES_COOKIE_NAME, parseFavouritesCookie } from '@atelier/domain/favourites';
import { carriesSecret, sharedPageUrl } from '@atelier/domain/page-parameters';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

export type ContentEncoding = 'br' | 'gzip';

/**
 * A page in one content encoding. Brotli quality 6: on these pages quality 9 took ten times as long
 * (about 11 ms against 1) for a page 0.5% smaller.
 */
function compress(identity: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(identity, { level: 9 });
  return brotli(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

/** A storefront page as every anonymous visitor gets it. */
export interface CachedPage {
  status: number;
  /** The rendered response's own headers (content type, links), replayed on every copy. */
  headers: [string, string][];
  /** The CSP naming each inline script of this page by its hash (no per-response nonce needed). */
  contentSecurityPolicy: string;
  /**
   * The page's bytes in a content encoding, or as they are (null). The brotli form, which nearly every
   * browser takes, is made at once and kept (a page is about an eighth of its size so), and the plain
   * page is let go once it is; gzip is made the first time a client asks for it, then kept; the plain
   * page is unpacked again for each client that takes neither (scripts, rarely).
   */
  body(encoding: ContentEncoding | null): Promise<Buffer>;
}

/** Headers the cache writes itself for each copy. */
const REPLACED_HEADERS = new Set(['cache-control', 'content-length', 'content-encoding', 'vary', 'set-cookie']);

/** What a CDN may do with a cached page: keep it a minute, serve it stale while it fetches a new one. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** The safety net: a page is rendered again after this long even if no change notice came. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Whether this request sees the page every anonymous visitor sees: a GET or HEAD of the public site
 * without a buyer's session, a cart or favourites (the header shows them), read from the Cookie header exactly as the
 * storefront reads it, and without a secret in its query (SECRET_QUERY_PARAMETERS). The key, which is
 * also the URL the shared page is rendered for, keeps only the query parameters a storefront page
 * reads. Anything else is rendered for the request.
 */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.ctx.site !== 'public') return null;
  // A link's secret (an order's or a sign-in link's token) never goes into, or comes out of, a shared copy.
  if (carriesSecret(request.url)) return null;
  const cookies = request.headers.cookie;
  // A signed-in buyer is never given a shared copy and never leaves one: their pages are their own.
  if (cookieValue(cookies, BUYER_SESSION_COOKIE) || cookieValue(cookies, BUYER_SESSION_COOKIE_PLAIN)) return null;
  if (parseCartCookie(cookieValue(cookies, CART_COOKIE_NAME)).length > 0) return null;
  if (parseFavouritesCookie(cookieValue(cookies, FAVOURITES_COOKIE_NAME)).length > 0) return null;
  return sharedPageUrl(request.url);
}

/** Only a plain success meant for everyone is kept: no cookie set, nothing private. */
export function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/private|no-store/i.test(cacheControl);
}

/**
 * sha256 sources of the page's own inline scripts, for a CSP that holds for every copy of the page. Its
 * own are those carrying the render's nonce: a script that reached the page any other way (text a
 * visitor or staff member wrote, were it ever rendered unescaped) is not named, so it does not run.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const nonceAttribute = /\snonce="([^"]*)"/i.exec(match[1] ?? '')?.[1];
    if (!nonce || nonceAttribute !== nonce) continue;
    const body = match[2] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Rendered anonymous storefront pages, per process (a cache, never the truth): dropped whole when staff
 * change the catalogue, the content or the settings (NOTIFY, heard by every process), and rendered
 * again after `ttlMs` anyway. Bounded by entries and by the bytes of the compressed forms kept; the oldest go first.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  type Entry = { page: CachedPage; expires: number; bytes: number };
  const pages = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  function remove(key: string) {
    const entry = pages.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    pages.delete(key);
  }

  return {
    get(key: string): CachedPage | null {
      const entry = pages.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        remove(key);
        return null;
      }
      return entry.page;
    },

    /**
     * Keeps a rendered page (rendered with `nonce`, see inlineScriptHashes). A page whose rendering
     * began before the last change notice is not kept: it may show what the change replaced.
     */
    async store(
      key: string,
      response: Response,
      renderedInGeneration: number,
      nonce: string,
      csp: (hashes: string[]) => string,
    ) {
      // The plain page is kept only until its brotli form is made (meanwhile the page is sent as it is).
      // No function below names anything else holding it: a closure would keep it as long as the page.
      let plain: Buffer | null = Buffer.from(await response.arrayBuffer());
      const plainBytes = plain.length;
      const html = plain.toString('utf8');
      /** What the kept forms take: the bound counts the plain page, then the compressed forms. */
      const account = (change: number) => {
        if (pages.get(key) !== entry) return;
        entry.bytes += change;
        bytes += change;
      };
      const brotliForm = compress(plain, 'br').then((compressed) => {
        plain = null;
        account(compressed.length - plainBytes);
        return compressed;
      });
      // Should compressing ever fail, the page is not kept (and the failure is not left unhandled).
      brotliForm.catch(() => {
        if (pages.get(key) === entry) remove(key);
      });
      const unpacked = async () => plain ?? unbrotli(await brotliForm);
      let gzipForm: Promise<Buffer> | undefined;
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !REPLACED_HEADERS.has(name)),
        contentSecurityPolicy: csp(inlineScriptHashes(html, nonce)),
        body(encoding) {
          if (encoding === 'br') return brotliForm;
          if (encoding === null) return unpacked();
          gzipForm ??= unpacked()
            .then((plainPage) => compress(plainPage, 'gzip'))
            .then((compressed) => {
              account(compressed.length);
              return compressed;
            });
          return gzipForm;
        },
      };
      const entry: Entry = { page, expires: now() + ttlMs, bytes: plainBytes };
      if (renderedInGeneration !== generation) return page;
      remove(key);
      pages.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return page;
    },

    /** The count of change notices so far; a rendering records it when it starts. */
    get generation() {
      return generation;
    },

    clear() {
      generation += 1;
      pages.clear();
      bytes = 0;
    },

    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Sends a cached page in the best encoding the client accepts, with its own CSP. */
export async function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const body = await page.body(encoding);
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply
    .header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding, Cookie')
    .header('X-Page-Cache', hit ? 'hit' : 'miss');
  reply.pageContentSecurityPolicy = page.contentSecurityPolicy;
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

declare module 'fastify' {
  interface FastifyReply {
    /** Set for a cached page: its hash-based CSP replaces the per-response nonce policy. */
    pageContentSecurityPolicy: string | null;
  }
}
