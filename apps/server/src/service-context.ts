import type { FastifyBaseLogger } from 'fastify';

// The context services take: plain types, so services need nothing of the HTTP edge
// (plugins/request-context.ts works it out once per request and hangs it on `request.ctx`).

export type Site = 'admin' | 'public';

/**
 * Who is asking, from where, for which site: worked out once per request at the edge. API handlers,
 * storefront loaders and actions, and the services they call all take it (or the parts they need).
 */
export interface RequestContext {
  /** The request's child logger (carries reqId and site). */
  log: FastifyBaseLogger;
  /** The client's address, through the configured TRUST_PROXY hops only. */
  clientIp: string;
  /** The storefront's configured origin (PUBLIC_URL), for links in e-mails, redirects and canonical URLs. */
  publicOrigin: string;
  site: Site;
}

/** What services need of a request; background work builds one from the server's logger. */
export type ServiceContext = Pick<RequestContext, 'log' | 'publicOrigin'>;
