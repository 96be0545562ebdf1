import { designInclusionsInputSchema, staffDesignInclusionsSchema } from '@atelier/domain/plan-inclusions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { designParams } from './design-params.ts';

/** Staff API for a design's "What's included": its additions per licence and its plan set's sheets. */
export function registerInclusionStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inclusions = services.designInclusions;
  const answer = { 200: staffDesignInclusionsSchema };
  const respond = async (id: string) => inclusions.forStaff(id, await services.settings.inclusions.read());

  api.get(
    '/api/admin/designs/:id/inclusions',
    { ...access('designs', 'read'), schema: { params: designParams, response: answer } },
    async (request) => respond(request.params.id),
  );

  api.put(
    '/api/admin/designs/:id/inclusions',
    {
      ...access('designs', 'update'),
      schema: { params: designParams, body: designInclusionsInputSchema, response: answer },
    },
    async (request) => {
      await inclusions.save(request.params.id, request.body, staffActorOf(request));
      return respond(request.params.id);
    },
  );
}
