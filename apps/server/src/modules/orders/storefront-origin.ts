import type { FastifyRequest } from 'fastify';

/** The storefront's address as seen by this request; staff requests come in on admin.<storefront host>. */
export function storefrontOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host.replace(/^admin\./i, '')}`;
}
