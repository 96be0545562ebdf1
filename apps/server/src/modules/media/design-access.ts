import { can, DESIGN_PREVIEW_PARAM } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import { readStaffToken } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { isValidDesignPreview } from '../catalog/preview.ts';

/** An unpublished design's pictures may be kept by the browser that asked, never by a shared cache. */
export const UNPUBLISHED_CACHE_CONTROL = 'private, no-cache';

/**
 * Who sees the pictures of a design that is not published (a draft, an archived design): whoever holds
 * the design's preview link (the storefront's preview page passes its `?preview=<token>` on to each
 * picture), and staff who may read designs, through their session on the admin site (the admin app
 * loads pictures from its own host). Everyone else gets the 404 of an unknown design.
 */
export async function maySeeUnpublishedDesign(
  request: FastifyRequest,
  services: Services,
  designId: string,
): Promise<boolean> {
  const token = (request.query as Record<string, unknown> | undefined)?.[DESIGN_PREVIEW_PARAM];
  if (typeof token === 'string' && isValidDesignPreview(services.env.SESSION_SECRET, designId, token)) return true;
  return staffMayRead(request, services, 'designs');
}

/**
 * Whether the request comes from staff who may read `resource`, through their session on the admin site
 * (the admin app loads pictures from its own host): who sees what the storefront does not show yet.
 */
export async function staffMayRead(
  request: FastifyRequest,
  services: Services,
  resource: 'designs' | 'content',
): Promise<boolean> {
  if (request.ctx.site !== 'admin') return false;
  const session = readStaffToken(request, services.env);
  // Not a visit that keeps the session alive: an idle admin tab still loads its pictures.
  const staff = session ? await services.auth.authenticate(session, { touch: false }) : null;
  return staff !== null && can(staff, resource, 'read');
}
