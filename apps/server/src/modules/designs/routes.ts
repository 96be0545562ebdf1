import {
  designFormOptionsSchema,
  designImageAltSchema,
  designImageOrderSchema,
  designInputSchema,
  designUpdateSchema,
  PLAN_FILE_KINDS,
  PLAN_FILE_MAX_BYTES,
  type PlanFileUploadFields,
  planFileUploadFieldsSchema,
  staffDesignListQuerySchema,
  staffDesignListSchema,
  staffDesignResponseSchema,
  versionNoticeResponseSchema,
  versionNoticeSchema,
} from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUploads, readUpload, uploadRoute } from '../../plugins/multipart-upload.ts';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { designParams } from './design-params.ts';
import { readDescribedPicture } from './picture-upload-request.ts';

const imageParams = designParams.extend({ imageId: z.string().trim().min(1).max(80) });
const fileParams = designParams.extend({
  kind: z.enum(PLAN_FILE_KINDS, { error: 'The file is plan-set or cad.' }),
});

/** The fields sent before a plan file: whether it is a new version, and what changed. */
function readUploadFields(fields: Record<string, string>): PlanFileUploadFields {
  const parsed = planFileUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  throw new DomainError('invalid', 'validation_failed', parsed.error.issues[0]?.message ?? 'Check the fields.', {
    fields: issues,
  });
}

/** Staff API for the catalogue: designs, their pictures and plan files (permission designs:*). */
export function registerDesignStaffRoutes(app: FastifyInstance, services: Services) {
  const designs = services.designAdmin;
  const respond = async (id: string) => ({ design: await designs.detail(id) });

  app.register(async (scope) => {
    await acceptUploads(scope, PLAN_FILE_MAX_BYTES);
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
        const id = await designs.create(request.body, staffActorOf(request));
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
        await designs.update(request.params.id, request.body, staffActorOf(request));
        return respond(request.params.id);
      },
    );

    api.delete(
      '/api/admin/designs/:id',
      { ...access('designs', 'update'), schema: { params: designParams } },
      async (request, reply) => {
        await designs.remove(request.params.id, staffActorOf(request));
        return reply.status(204).send();
      },
    );

    api.post(
      '/api/admin/designs/:id/images',
      {
        ...uploadRoute(access('designs', 'update')),
        schema: { params: designParams, response: { 201: staffDesignResponseSchema } },
      },
      async (request, reply) => {
        await designs.addImage(request.params.id, await readDescribedPicture(request), staffActorOf(request));
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
        await designs.reorderImages(request.params.id, request.body.imageIds, staffActorOf(request));
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
        await designs.setImageAlt(request.params.id, request.params.imageId, request.body.alt, staffActorOf(request));
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
        await designs.removeImage(request.params.id, request.params.imageId, staffActorOf(request));
        return respond(request.params.id);
      },
    );

    api.put(
      '/api/admin/designs/:id/files/:kind',
      {
        ...uploadRoute(access('designs', 'update')),
        schema: { params: fileParams, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        const upload = await readUpload(request, PLAN_FILE_MAX_BYTES);
        await designs.putFile(
          request.params.id,
          request.params.kind,
          upload,
          readUploadFields(upload.fields),
          staffActorOf(request),
        );
        return respond(request.params.id);
      },
    );

    api.post(
      '/api/admin/designs/:id/files/:kind/notice',
      {
        ...access('designs', 'update'),
        schema: { params: fileParams, body: versionNoticeSchema, response: { 200: versionNoticeResponseSchema } },
      },
      async (request) => {
        const { id, kind } = request.params;
        const notified = await designs.notifyBuyers(id, kind, request.body, staffActorOf(request));
        services.email.deliverSoon();
        return { notified, ...(await respond(id)) };
      },
    );

    api.delete(
      '/api/admin/designs/:id/files/:kind',
      {
        ...access('designs', 'update'),
        schema: { params: fileParams, response: { 200: staffDesignResponseSchema } },
      },
      async (request) => {
        await designs.removeFile(request.params.id, request.params.kind, staffActorOf(request));
        return respond(request.params.id);
      },
    );
  });
}
