import path from 'node:path';
import { DESIGN_IMAGE_WIDTHS, type DesignImageView } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { teamMembers, testimonials } from '../../db/schema/index.ts';
import { sendError } from '../../plugins/errors.ts';
import type { Services } from '../../services.ts';
import { avatarSvg } from './avatar-artwork.ts';
import { designSvg } from './design-artwork.ts';
import { createImageCache, negotiateFormat, type OutputFormat, type RenderedImage } from './image-cache.ts';

const DEFAULT_WIDTH = 960;
const DESIGN_NAME = new RegExp(
  `^(?<id>[a-z0-9-]+?)(?:-(?<view>elevation|dusk|plan))?(?:-(?<width>${DESIGN_IMAGE_WIDTHS.join('|')}))?(?:\\.(?<ext>avif|webp|png|svg))?$`,
);
const AVATAR_NAME = /^(?<id>[a-z0-9-]{1,60})(?:\.svg)?$/;
// Pictures can change when staff edit a design, so they are not immutable; a month is long enough.
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/**
 * Generated artwork: `/media/designs/<id>[-<view>][-<width>][.<format>]` (format picked from the
 * Accept header when absent) and `/media/avatars/<id>` initials portraits.
 */
export function registerMediaRoutes(app: FastifyInstance, services: Services) {
  const cache = createImageCache(path.resolve(services.env.DATA_DIR, 'media-cache'));

  app.get<{ Params: { name: string } }>('/media/designs/:name', async (request, reply) => {
    const match = DESIGN_NAME.exec(request.params.name)?.groups;
    const design = match?.id ? await services.catalog.getDesign(match.id) : null;
    if (!match || !design) return sendError(reply, 404, 'not_found', 'Image not found.');
    const view = (match.view ?? 'elevation') as DesignImageView;
    const width = match.width ? Number(match.width) : DEFAULT_WIDTH;
    const format = (match.ext as OutputFormat | undefined) ?? negotiateFormat(request.headers.accept);
    if (!match.ext) reply.header('Vary', 'Accept');
    return send(request, reply, await cache.get(designSvg(design, view, width), format));
  });

  app.get<{ Params: { name: string } }>('/media/avatars/:name', async (request, reply) => {
    const id = AVATAR_NAME.exec(request.params.name)?.groups?.id;
    const person = id ? await findPerson(services, id) : null;
    if (!id || !person) return sendError(reply, 404, 'not_found', 'Image not found.');
    return send(request, reply, await cache.get(avatarSvg(id, person.name), 'svg'));
  });
}

async function findPerson(services: Services, id: string): Promise<{ name: string } | null> {
  const [testimonial] = await services.db
    .select({ name: testimonials.name })
    .from(testimonials)
    .where(eq(testimonials.id, id));
  if (testimonial) return testimonial;
  const [member] = await services.db.select({ name: teamMembers.name }).from(teamMembers).where(eq(teamMembers.id, id));
  return member ?? null;
}

function send(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}
