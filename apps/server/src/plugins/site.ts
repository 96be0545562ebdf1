import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

export type Site = 'admin' | 'public';

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
}

/** `admin.*` hosts (and admin.localhost) get the admin app; every other host the storefront. */
export function siteForHost(hostname: string): Site {
  const name = hostname.toLowerCase().replace(/:\d+$/, '');
  return name.startsWith('admin.') ? 'admin' : 'public';
}

const isStaffApi = (url: string) =>
  url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');
const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Decides the site from the Host header alone and keeps each API on its own host. */
export function registerSiteRouting(app: FastifyInstance) {
  app.decorateRequest('site', 'public');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    request.site = siteForHost(request.hostname);
    const url = request.url;
    const wrongHost = request.site === 'admin' ? isApi(url) && !isStaffApi(url) : isStaffApi(url);
    if (wrongHost) return sendError(reply, 404, 'not_found', 'Not found.');
  });
}

export { isApi };
