import path from 'node:path';
import { DESIGN_IMAGE_WIDTHS, type DesignImageFormat, type DesignImageView } from '@atelier/domain';
import { PORTRAIT_WIDTHS, type PortraitFormat } from '@atelier/domain/studio-content';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { designFloors, designImages, designs, teamMembers, testimonials } from '../../db/schema/index.ts';
import { sendError } from '../../plugins/errors.ts';
import type { Services } from '../../services.ts';
import { avatarSvg } from './avatar-artwork.ts';
import { maySeeUnpublishedDesign, staffMayRead, UNPUBLISHED_CACHE_CONTROL } from './design-access.ts';
import { designSvg } from './design-artwork.ts';
import { createImageCache, negotiateFormat, type OutputFormat, type RenderedImage } from './image-cache.ts';

const DEFAULT_WIDTH = 960;
const DESIGN_NAME = new RegExp(
  `^(?<id>[a-z0-9-]+?)(?:-(?<view>elevation|dusk|plan))?(?:-(?<width>${DESIGN_IMAGE_WIDTHS.join('|')}))?(?:\\.(?<ext>avif|webp|png|svg))?$`,
);
const UPLOADED_NAME = new RegExp(
  `^(?<id>[0-9a-f-]{36})(?:-(?<width>${DESIGN_IMAGE_WIDTHS.join('|')}))?(?:\\.(?<ext>avif|webp|jpg))?$`,
);
const AVATAR_NAME = /^(?<id>[a-z0-9-]{1,60})(?:\.svg)?$/;
const PORTRAIT_NAME = new RegExp(
  `^(?<id>[0-9a-f-]{36})(?:-(?<width>${PORTRAIT_WIDTHS.join('|')}))?(?:\\.(?<ext>avif|webp|jpg))?$`,
);
const DEFAULT_PORTRAIT_WIDTH = 160;
// Generated pictures change when staff edit a design, so they are not immutable; a month is long enough.
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
// An uploaded picture's id names one stored file for ever (a new upload gets a new id).
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Generated artwork: `/media/designs/<id>[-<view>][-<width>][.<format>]` (format picked from the
 * Accept header when absent) and `/media/avatars/<id>` initials portraits. Uploaded pictures:
 * `/media/images/<image id>[-<width>][.<avif|webp|jpg>]`, resized from the stored file, and portraits,
 * `/media/portraits/<file id>[-<width>][.<avif|webp|jpg>]`. A design's artwork and pictures are public
 * only while it is published, as on the storefront.
 */
export function registerMediaRoutes(app: FastifyInstance, services: Services) {
  const cache = createImageCache(path.resolve(services.env.DATA_DIR, 'media-cache'));

  // An unpublished design's pictures: only for its preview link and staff (design-access.ts), else 404.
  app.get<{ Params: { name: string } }>('/media/designs/:name', async (request, reply) => {
    const match = DESIGN_NAME.exec(request.params.name)?.groups;
    const id = match?.id;
    const published = id ? await services.catalog.getDesign(id) : null;
    const unpublished =
      id && !published && (await maySeeUnpublishedDesign(request, services, id))
        ? await services.catalog.getDesign(id, { includeUnpublished: true })
        : null;
    const design = published ?? unpublished;
    if (!match || !design) return sendError(reply, 404, 'not_found', 'Image not found.');
    const view = (match.view ?? 'elevation') as DesignImageView;
    const width = match.width ? Number(match.width) : DEFAULT_WIDTH;
    const format = (match.ext as OutputFormat | undefined) ?? negotiateFormat(request.headers.accept);
    if (!match.ext) reply.header('Vary', 'Accept');
    const image = await cache.get(designSvg(design, view, width), format);
    return send(request, reply, image, published ? CACHE_CONTROL : UNPUBLISHED_CACHE_CONTROL);
  });

  /**
   * An uploaded picture of a design (`found`: its stored file and design, null when unknown), resized:
   * public while the design is published, else only for its preview link and staff.
   */
  async function sendDesignUpload(
    request: FastifyRequest<{ Params: { name: string } }>,
    reply: FastifyReply,
    find: (id: string) => Promise<{ fileId: string; designId: string; status: string } | undefined>,
  ) {
    const match = UPLOADED_NAME.exec(request.params.name)?.groups;
    const found = match?.id ? await find(match.id) : undefined;
    const published = found?.status === 'published';
    const image =
      found && (published || (await maySeeUnpublishedDesign(request, services, found.designId))) ? found : null;
    if (!match || !image) return sendError(reply, 404, 'not_found', 'Image not found.');
    const width = match.width ? Number(match.width) : DEFAULT_WIDTH;
    const format = (match.ext as DesignImageFormat | undefined) ?? negotiateFormat(request.headers.accept, 'jpg');
    if (!match.ext) reply.header('Vary', 'Accept');
    const picture = await cache.resized(image.fileId, width, format, async () => {
      const file = await services.files.get(image.fileId);
      return file?.bytes ?? null;
    });
    return send(request, reply, picture, published ? IMMUTABLE : UNPUBLISHED_CACHE_CONTROL);
  }

  app.get<{ Params: { name: string } }>('/media/images/:name', (request, reply) =>
    sendDesignUpload(request, reply, async (id) => {
      const [found] = await services.db
        .select({ fileId: designImages.fileId, designId: designImages.designId, status: designs.status })
        .from(designImages)
        .innerJoin(designs, eq(designs.id, designImages.designId))
        .where(eq(designImages.id, id));
      return found;
    }),
  );

  // A floor's drawing, named by its stored file: a new drawing gets a new address.
  app.get<{ Params: { name: string } }>('/media/floor-plans/:name', (request, reply) =>
    sendDesignUpload(request, reply, async (id) => {
      const [found] = await services.db
        .select({ fileId: designFloors.fileId, designId: designFloors.designId, status: designs.status })
        .from(designFloors)
        .innerJoin(designs, eq(designs.id, designFloors.designId))
        .where(eq(designFloors.fileId, id));
      return found?.fileId ? { ...found, fileId: found.fileId } : undefined;
    }),
  );

  // An uploaded portrait of a team member or testimonial author: only files a portrait uses are served
  // here, and an unpublished testimonial's only to staff who may read content.
  app.get<{ Params: { name: string } }>('/media/portraits/:name', async (request, reply) => {
    const match = PORTRAIT_NAME.exec(request.params.name)?.groups;
    const fileId = match?.id;
    const shown = fileId ? await portraitShown(services, fileId) : null;
    const allowed = shown === 'public' || (shown === 'staff' && (await staffMayRead(request, services, 'content')));
    if (!match || !fileId || !allowed) return sendError(reply, 404, 'not_found', 'Image not found.');
    const width = match.width ? Number(match.width) : DEFAULT_PORTRAIT_WIDTH;
    const format = (match.ext as PortraitFormat | undefined) ?? negotiateFormat(request.headers.accept, 'jpg');
    if (!match.ext) reply.header('Vary', 'Accept');
    const picture = await cache.resized(fileId, width, format, async () => {
      const file = await services.files.get(fileId);
      return file?.bytes ?? null;
    });
    return send(request, reply, picture, shown === 'public' ? IMMUTABLE : UNPUBLISHED_CACHE_CONTROL);
  });

  app.get<{ Params: { name: string } }>('/media/avatars/:name', async (request, reply) => {
    const id = AVATAR_NAME.exec(request.params.name)?.groups?.id;
    const person = id ? await findPerson(services, id) : null;
    if (!id || !person) return sendError(reply, 404, 'not_found', 'Image not found.');
    return send(request, reply, await cache.get(avatarSvg(id, person.name), 'svg'));
  });
}

/**
 * Who may see a stored file as a portrait: everyone for a team member's or a published testimonial's,
 * staff only for an unpublished testimonial's; null when no portrait uses it.
 */
async function portraitShown(services: Services, fileId: string): Promise<'public' | 'staff' | null> {
  const [member] = await services.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.photoFileId, fileId))
    .limit(1);
  if (member) return 'public';
  const [testimonial] = await services.db
    .select({ published: sql<boolean>`bool_or(${testimonials.published})` })
    .from(testimonials)
    .where(eq(testimonials.photoFileId, fileId));
  if (testimonial?.published == null) return null;
  return testimonial.published ? 'public' : 'staff';
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

function send(request: FastifyRequest, reply: FastifyReply, image: RenderedImage, cacheControl = CACHE_CONTROL) {
  reply.header('Cache-Control', cacheControl).header('ETag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}
