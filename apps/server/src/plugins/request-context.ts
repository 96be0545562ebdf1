import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import type { RequestContext, Site } from '../service-context.ts';
import { sendError } from './errors.ts';
import { normalisePath } from './normalise-path.ts';
import { redactUrl } from './redact-url.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

type HostConfig = Pick<Env, 'adminHost' | 'NODE_ENV'>;

/** The configured admin host (and, outside production, any `admin.*` host) gets the admin site. */
export function siteForHost(hostname: string, config: HostConfig): Site {
  const name = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === config.adminHost) return 'admin';
  return config.NODE_ENV !== 'production' && name.startsWith('admin.') ? 'admin' : 'public';
}

export type RouteArea = 'staff-api' | 'public-api' | 'page';

/** Classifies a path the way the router sees it: decoded, dot segments resolved, any case. */
export function areaOfPath(path: string): RouteArea {
  const normalised = normalisePath(path).toLowerCase();
  if (normalised === '/api/admin' || normalised.startsWith('/api/admin/')) return 'staff-api';
  if (normalised === '/api' || normalised.startsWith('/api/')) return 'public-api';
  return 'page';
}

/**
 * The route the router matched decides the area (`/api/%61dmin/x` matches `/api/admin/x`); for the
 * catch-all page route the normalised path decides, so no spelling of a staff path reaches a page
 * handler that would treat it as something else.
 */
export function routeArea(request: FastifyRequest): RouteArea {
  const pattern = request.routeOptions.url;
  const byPattern = pattern && pattern !== '/*' ? areaOfPath(pattern) : 'page';
  return byPattern === 'page' ? areaOfPath(request.url) : byPattern;
}

/** Builds `request.ctx`, keeps each API on its own host and logs each answer once (secrets redacted). */
export function registerRequestContext(app: FastifyInstance, env: Env) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    const site = siteForHost(request.hostname, env);
    request.log = request.log.child({ site });
    request.ctx = { log: request.log, clientIp: request.ip, publicOrigin: env.publicOrigin, site };
    const area = routeArea(request);
    const wrongHost = site === 'admin' ? area === 'public-api' : area === 'staff-api';
    if (wrongHost) return sendError(reply, 404, 'not_found', 'Not found.');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
