import path from 'node:path';
import {
  DESIGN_IMAGE_MAX_BYTES,
  designFormOptionsSchema,
  designImageAltSchema,
  designImageOrderSchema,
  designInputSchema,
  designUpdateSchema,
  PLAN_FILE_KINDS,
  PLAN_FILE_MAX_BYTES,
  staffDesignListQuerySchema,
  staffDesignListSchema,
  staffDesignResponseSchema,
} from '@atelier/domain/design-admin';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { isAcceptableText } from '../../plugins/input-guard.ts';
import { access, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import type { DesignActor } from './service.ts';

const designParams = z.object({ id: z.string().trim().min(1).max(80) });
const imageParams = designParams.extend({ imageId: z.string().trim().min(1).max(80) });
const fileParams = designParams.extend({
  kind: z.enum(PLAN_FILE_KINDS, { error: 'The file is plan-set or cad.' }),
});
const MB = 1024 * 1024;

const actorOf = (request: FastifyRequest): DesignActor => {
  const { user } = staffOf(request);
  return { id: user.id, name: user.name };
};

/** 'C:\\plans\\Villa A.pdf' → 'Villa A.pdf': the base name, printable, at most 200 characters. */
function cleanFilename(name: string): string {
  const base = path.win32
    .basename(path.posix.basename(name))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return isAcceptableText(base) && base.length > 0 ? base.slice(-200) : 'upload';
}

/**
 * Reads the one file of a multipart upload (and the text fields sent before it), holding at most
 * `maxBytes`: a bigger file is refused with 413 as soon as the limit is passed, without reading the rest.
 */
async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1000 } });
  if (!part) throw new HttpError(400, 'file_missing', 'Choose a file to upload.');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(413, 'file_too_large', `The file must be at most ${maxBytes / MB} MB.`);
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  return { bytes, filename: cleanFilename(part.filename), fields };
}

/** Staff API for the catalogue: designs, their pictures and plan files (permission designs:*). */
export function registerDesignStaffRoutes(app: FastifyInstance, services: Services) {
  const designs = services.designAdmin;
  const respond = async (id: string) => ({ design: await designs.detail(id) });

  app.register(async (scope) => {
    // The storefront's raw multipart parser (for React Router actions) gives way to streamed uploads here.
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, {
      limits: { fileSize: PLAN_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/admin/designs',
      {
        ...access('designs', 'read'),
        schema: { querystring: staffDesignListQuerySchema, response: { 200: staffDesignListSchema } },
      },
      async (request) => designs.list(request.query),
    );

    api.get(
      '/api/admin/designs/options',
      { ...access('designs', 'read'), schema: { response: { 200: designFormOptionsSchema } } },
      async () => designs.options(),
    );

    api.get(
      '/api/admin/designs/:id',
      { ...access('designs', 'read'), schema: { params: designParams, response: { 200: staffDesignResponseSchema } } },
      async (request) => respond(request.params.id),
    );

    api.post(
      '/api/admin/designs',
      {
        ...access('designs', 'create'),
        schema: { body: designInputSchema, response: { 201: staffDesignResponseSchema } },
      },
      async (request, reply) => {
        const id = await designs.create(request.body, actorOf(request));
        return reply.status(201).send(await respond(id));
      },
    );

    api.put(
      '/api/admin/designs/:id',
      {
        ...access('designs', 'update'),
        schema: { params: designParams, body: designUpdateSchema, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        await designs.update(request.params.id, request.body, actorOf(request));
        return respond(request.params.id);
      },
    );

    api.delete(
      '/api/admin/designs/:id',
      { ...access('designs', 'update'), schema: { params: designParams } },
      async (request, reply) => {
        await designs.remove(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    api.post(
      '/api/admin/designs/:id/images',
      {
        ...access('designs', 'update'),
        schema: { params: designParams, response: { 201: staffDesignResponseSchema } },
      },
      async (request, reply) => {
        const upload = await readUpload(request, DESIGN_IMAGE_MAX_BYTES);
        const alt = designImageAltSchema.safeParse({ alt: upload.fields.alt ?? '' });
        if (!alt.success || !isAcceptableText(alt.data.alt)) {
          const message = alt.error?.issues[0]?.message ?? 'Describe the picture.';
          throw new HttpError(400, 'validation_failed', message, { alt: message });
        }
        await designs.addImage(request.params.id, { bytes: upload.bytes, alt: alt.data.alt }, actorOf(request));
        return reply.status(201).send(await respond(request.params.id));
      },
    );

    api.put(
      '/api/admin/designs/:id/images/order',
      {
        ...access('designs', 'update'),
        schema: { params: designParams, body: designImageOrderSchema, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        await designs.reorderImages(request.params.id, request.body.imageIds, actorOf(request));
        return respond(request.params.id);
      },
    );

    api.patch(
      '/api/admin/designs/:id/images/:imageId',
      {
        ...access('designs', 'update'),
        schema: { params: imageParams, body: designImageAltSchema, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        await designs.setImageAlt(request.params.id, request.params.imageId, request.body.alt, actorOf(request));
        return respond(request.params.id);
      },
    );

    api.delete(
      '/api/admin/designs/:id/images/:imageId',
      {
        ...access('designs', 'update'),
        schema: { params: imageParams, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        await designs.removeImage(request.params.id, request.params.imageId, actorOf(request));
        return respond(request.params.id);
      },
    );

    api.put(
      '/api/admin/designs/:id/files/:kind',
      {
        ...access('designs', 'update'),
        schema: { params: fileParams, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        const upload = await readUpload(request, PLAN_FILE_MAX_BYTES);
        await designs.putFile(request.params.id, request.params.kind, upload, actorOf(request));
        return respond(request.params.id);
      },
    );

    api.delete(
      '/api/admin/designs/:id/files/:kind',
      {
        ...access('designs', 'update'),
        schema: { params: fileParams, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        await designs.removeFile(request.params.id, request.params.kind, actorOf(request));
        return respond(request.params.id);
      },
    );
  });
}
