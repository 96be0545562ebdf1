import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { RequestContext } from '../service-context.ts';
import type { Services } from '../services.ts';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
import { isShareable, type PageCache, pageCacheKey, sendCachedPage } from './page-cache.ts';
import { standalonePage } from './standalone-page.ts';

/** What every storefront loader and action receives as `context`. */
export interface StorefrontContext {
  services: Services;
  nonce: string;
  requestContext: RequestContext;
}

/**
 * A request rendered as a page every anonymous visitor may be given: for this URL (the path and the
 * parameters a page reads) and without the visitor's cookies, so nothing of theirs reaches the copy.
 */
export interface SharedRendering {
  url: string;
}

/** Renders one storefront request (as a web Request, see toWebRequest) into a web Response (not sent yet). */
export type StorefrontRenderer = (request: Request, context: StorefrontContext) => Promise<Response>;

/** Renders the built storefront (React Router framework mode) in this process. */
export async function createStorefrontRenderer(serverBuildFile: string): Promise<StorefrontRenderer> {
  const build = (await import(serverBuildFile)) as ServerBuild;
  return storefrontRenderer(build, 'production');
}

/**
 * Renders with a server build, or (in `npm run dev`) a function loading the current one from Vite on
 * every request, so an edit shows on the next reload.
 */
export function storefrontRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: 'production' | 'development',
): StorefrontRenderer {
  const handle = createRequestHandler(
    typeof build === 'function' ? async () => watchingDatabaseFailures(await build()) : watchingDatabaseFailures(build),
    mode,
  );
  return async (request, context) => {
    // A load context of this render's own, so the build's reports can be told apart by it.
    const renderContext = { ...context };
    const failures: unknown[] = [];
    databaseFailures.set(renderContext, failures);
    const response = await handle(request, renderContext as never);
    // Reports after this (a streamed promise failing) go to the storefront's handleError as before.
    databaseFailures.delete(renderContext);
    if (failures.length > 0 && response.status >= 500) {
      await response.body?.cancel();
      throw failures[0];
    }
    return response;
  };
}

/**
 * Database failures React Router reported while rendering, by the render's load context. A loader or
 * action that throws is caught by React Router, reported to the entry's handleError and rendered as the
 * error page with a 500; when the database was the reason, the renderer rejects with its error instead,
 * so the page is answered as the API answers (503 with Retry-After, see sendStorefrontPage).
 */
const databaseFailures = new WeakMap<object, unknown[]>();

function watchingDatabaseFailures(build: ServerBuild): ServerBuild {
  const handleError = build.entry.module.handleError;
  return {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...build.entry.module,
        handleError(error, args) {
          const failures = databaseFailures.get(args.context as object);
          if (failures && isDatabaseUnavailable(error)) failures.push(error);
          else if (handleError) handleError(error, args);
          else if (!args.request.signal.aborted) console.error(error);
        },
      },
    },
  };
}

/**
 * Serves a storefront page: from the page cache when the visitor sees what every anonymous visitor
 * sees (and keeps it there after rendering a GET), otherwise rendered for this request alone. A HEAD
 * is answered from the GET's copy when there is one and never stored: its render has no body.
 */
export async function sendStorefrontPage(
  request: FastifyRequest,
  reply: FastifyReply,
  context: StorefrontContext,
  site: StorefrontSite,
) {
  try {
    return await sendPage(request, reply, context, site);
  } catch (error) {
    if (!isDatabaseUnavailable(error) || reply.sent) throw error;
    request.log.warn({ err: error }, 'database unavailable');
    return sendDatabaseUnavailable(request, reply);
  }
}

/** How the storefront is served: its renderer, the page cache (none in development) and a cached page's CSP. */
export interface StorefrontSite {
  render: StorefrontRenderer;
  cache: PageCache | null;
  csp: (hashes: string[]) => string;
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  context: StorefrontContext,
  { render, cache, csp }: StorefrontSite,
) {
  const key = cache ? pageCacheKey(request) : null;
  if (!cache || key === null) return sendResponse(reply, await render(toWebRequest(request, reply), context));
  const cached = cache.get(key);
  if (cached) return sendCachedPage(request, reply, cached, true);
  const generation = cache.generation;
  const response = await render(toWebRequest(request, reply, { url: key }), context);
  if (!isShareable(response) && response.status < 500) {
    // Meant for one visitor after all (an order page): rendered again as they asked for it, with their
    // cookies and their query, since the shared rendering saw neither. A server error is sent as it is.
    await response.body?.cancel();
    return sendResponse(reply, await render(toWebRequest(request, reply), context));
  }
  if (!isShareable(response)) return sendResponse(reply, response);
  if (request.method !== 'GET') return sendResponse(reply, response);
  return sendCachedPage(request, reply, await cache.store(key, response, generation, context.nonce, csp), false);
}

/**
 * The database is away (down, restarting, frozen): 503 with Retry-After, as the API answers, which
 * load balancers and crawlers retry. A page gets a short page of its own (the storefront's layout needs
 * the database too); a client navigation's data request (`.data`) gets the sentence, and the app shows
 * its error screen, whose Try Again loads this page.
 */
function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('Retry-After', String(databaseRetryAfterSeconds)).header('Cache-Control', 'no-store');
  if (request.url.split('?', 1)[0]?.endsWith('.data')) {
    return reply.type('text/plain; charset=utf-8').send(databaseUnavailableMessage);
  }
  // The configured origin and the path as requested, as toWebRequest builds the page's URL.
  const again = `${request.ctx.publicOrigin}${request.url}`;
  return reply
    .type('text/html; charset=utf-8')
    .send(
      standalonePage('Temporarily unavailable', [databaseUnavailableMessage], [{ href: again, label: 'Try again' }]),
    );
}

function sendResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, shared?: SharedRendering): Request {
  // The configured origin, never the Host header; concatenated so a path like `//evil.example/` stays a path.
  const url = new URL(`${request.ctx.publicOrigin}${shared?.url ?? request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || (shared && name === 'cookie')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  // Abort only when the client goes away before the answer is complete. The request's own 'close'
  // fires as soon as a POST body has been read, which would abort every form submission.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: rawBody(request.body) } : {}),
  });
}

function rawBody(body: unknown): BodyInit {
  if (Buffer.isBuffer(body)) return new Uint8Array(body);
  if (typeof body === 'string') return body;
  return JSON.stringify(body);
}
