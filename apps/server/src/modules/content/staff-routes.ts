import {
  contentOrderSchema,
  legalDocumentParamsSchema,
  legalTextInputSchema,
  PORTRAIT_MAX_BYTES,
  serviceInputSchema,
  siteTextsSchema,
  staffServiceListSchema,
  staffTeamListSchema,
  staffTestimonialListSchema,
  studioFiguresSchema,
  teamMemberInputSchema,
  testimonialInputSchema,
} from '@atelier/domain/content-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUploads, readUpload, uploadRoute } from '../../plugins/multipart-upload.ts';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { dropAfterStaffWrites } from '../catalog/cache.ts';
import type { LiveHub } from '../live/hub.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';
import type { PeopleAdmin } from './people-admin.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(80) });
const read = access('content', 'read');
const update = access('content', 'update');

/** Staff API for the studio content: services, team, testimonials and the site texts (permission content:*). */
export function registerContentStaffRoutes(app: FastifyInstance, services: Services, live: LiveHub) {
  const content = services.contentAdmin;
  // The storefront's copy of the content: every process drops it on each change notice, and this one
  // also as soon as a change made here is answered.
  const { cache } = services.content;
  cache.followChanges((handler) => live.subscribe(LIVE_CHANNELS.content, handler));

  app.register(async (scope) => {
    dropAfterStaffWrites(scope, cache);
    await acceptUploads(scope, PORTRAIT_MAX_BYTES);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    const serviceAdmin = content.services;
    const serviceList = { 200: staffServiceListSchema };
    api.get('/api/admin/content/services', { ...read, schema: { response: serviceList } }, async () =>
      serviceAdmin.list(),
    );
    api.put(
      '/api/admin/content/services/order',
      { ...update, schema: { body: contentOrderSchema, response: serviceList } },
      async (request) => serviceAdmin.reorder(request.body.ids, staffActorOf(request)),
    );
    api.put(
      '/api/admin/content/services/:id',
      { ...update, schema: { params: idParams, body: serviceInputSchema, response: serviceList } },
      async (request) => serviceAdmin.update(request.params.id, request.body, staffActorOf(request)),
    );

    // The team and the testimonials: the same list, create, edit, reorder, delete and photo calls.
    registerPeopleRoutes(scope, 'team', content.team, teamMemberInputSchema, staffTeamListSchema);
    registerPeopleRoutes(
      scope,
      'testimonials',
      content.testimonials,
      testimonialInputSchema,
      staffTestimonialListSchema,
    );

    const site = content.site;
    const siteTexts = { 200: siteTextsSchema };
    api.get('/api/admin/content/site', { ...read, schema: { response: siteTexts } }, async () => site.read());
    api.put(
      '/api/admin/content/site/figures',
      { ...update, schema: { body: studioFiguresSchema, response: siteTexts } },
      async (request) => site.setFigures(request.body, staffActorOf(request)),
    );
    api.put(
      '/api/admin/content/site/legal/:document',
      { ...update, schema: { params: legalDocumentParamsSchema, body: legalTextInputSchema, response: siteTexts } },
      async (request) => site.publishLegalText(request.params.document, request.body, staffActorOf(request)),
    );
  });
}

/**
 * The routes of the team and of the testimonials. Generic over the pair of schema and service, so typed
 * through Fastify's route generics: the schemas still validate and serialize every request and answer.
 */
function registerPeopleRoutes<Input, List>(
  api: FastifyInstance,
  path: string,
  people: PeopleAdmin<Input, List>,
  body: z.ZodType<Input>,
  list: z.ZodType<List>,
) {
  type Id = { Params: z.output<typeof idParams> };
  // Validated by `body`; Fastify's generic body type does not simplify back to Input.
  const input = (request: FastifyRequest<{ Body: Input }>) => request.body as Input;
  const base = `/api/admin/content/${path}`;
  const response = { 200: list };
  api.get(base, { ...read, schema: { response } }, async () => people.list());
  api.post<{ Body: Input }>(base, { ...update, schema: { body, response: { 201: list } } }, async (request, reply) =>
    reply.status(201).send(await people.create(input(request), staffActorOf(request))),
  );
  api.put<{ Body: z.output<typeof contentOrderSchema> }>(
    `${base}/order`,
    { ...update, schema: { body: contentOrderSchema, response } },
    async (request) => people.reorder(request.body.ids, staffActorOf(request)),
  );
  api.put<Id & { Body: Input }>(
    `${base}/:id`,
    { ...update, schema: { params: idParams, body, response } },
    async (request) => people.update(request.params.id, input(request), staffActorOf(request)),
  );
  api.delete<Id>(`${base}/:id`, { ...update, schema: { params: idParams, response } }, async (request) =>
    people.remove(request.params.id, staffActorOf(request)),
  );
  api.put<Id>(
    `${base}/:id/photo`,
    { ...uploadRoute(update), schema: { params: idParams, response } },
    async (request) => {
      const upload = await readUpload(request, PORTRAIT_MAX_BYTES);
      return people.setPhoto(request.params.id, upload.bytes, staffActorOf(request));
    },
  );
  api.delete<Id>(`${base}/:id/photo`, { ...update, schema: { params: idParams, response } }, async (request) =>
    people.removePhoto(request.params.id, staffActorOf(request)),
  );
}
