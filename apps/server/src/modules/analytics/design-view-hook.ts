import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { PageViewCounter } from './page-views.ts';

/** A storefront design page, or its data for a client-side navigation (React Router's `.data` requests). */
const DESIGN_PAGE = /^\/design\/([^/?#]+?)(?:\.data)?(?:\?|$)/;

/**
 * The design whose page this answer showed, when it counts as a view: a GET on the storefront answered
 * 200 (so a published design, or a staff preview, which carries `preview=` and is not counted), asked
 * by a browser rather than a crawler. Nothing of the request besides that is looked at or kept.
 */
export function viewedDesignId(request: FastifyRequest, statusCode: number): string | null {
  if (request.method !== 'GET' || statusCode !== 200 || request.ctx?.site !== 'public') return null;
  const match = DESIGN_PAGE.exec(request.url);
  if (!match?.[1]) return null;
  const query = request.url.indexOf('?');
  if (query >= 0 && new URLSearchParams(request.url.slice(query + 1)).has('preview')) return null;
  const userAgent = request.headers['user-agent'];
  if (!userAgent || isbot(userAgent)) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Counts design page views once the answer has gone out; the counts are stored before the server closes. */
export function registerDesignViewCounting(server: FastifyInstance, counter: PageViewCounter) {
  counter.start(server.log);
  server.addHook('onResponse', async (request, reply) => {
    const designId = viewedDesignId(request, reply.statusCode);
    if (designId) counter.record(designId);
  });
  server.addHook('onClose', async () => counter.flush());
}
