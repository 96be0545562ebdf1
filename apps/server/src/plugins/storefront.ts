import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Services } from '../services.ts';
import { isShareable, type PageCache, pageCacheKey, sendCachedPage } from './page-cache.ts';
import type { RequestContext } from './request-context.ts';

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
  const handle = createRequestHandler(build, mode);
  return (request, context) => handle(request, context as never);
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
  render: StorefrontRenderer,
  cache: PageCache | null,
  csp: (hashes: string[]) => string,
) {
  const key = cache ? pageCacheKey(request) : null;
  if (!cache || key === null) return sendResponse(reply, await render(toWebRequest(request, reply), context));
  const cached = cache.get(key);
  if (cached) return sendCachedPage(request, reply, cached, true);
  const generation = cache.generation;
  const response = await render(toWebRequest(request, reply, { url: key }), context);
  if (request.method !== 'GET' || !isShareable(response)) return sendResponse(reply, response);
  return sendCachedPage(request, reply, await cache.store(key, response, generation, context.nonce, csp), false);
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
