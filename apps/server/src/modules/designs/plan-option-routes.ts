import { designPlanOptionsInputSchema, staffDesignPlanOptionsSchema } from '@atelier/domain/plan-option-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { designParams } from './design-params.ts';

/** Staff API for the plan options a design offers (decision 043). */
export function registerPlanOptionStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const planOptions = services.designPlanOptions;
  const answer = { 200: staffDesignPlanOptionsSchema };
  const respond = async (id: string) => planOptions.forStaff(id, await services.settings.planOptions.read());

  api.get(
    '/api/admin/designs/:id/plan-options',
    { ...access('designs', 'read'), schema: { params: designParams, response: answer } },
    async (request) => respond(request.params.id),
  );

  api.put(
    '/api/admin/designs/:id/plan-options',
    {
      ...access('designs', 'update'),
      schema: { params: designParams, body: designPlanOptionsInputSchema, response: answer },
    },
    async (request) => {
      await planOptions.save(request.params.id, request.body, staffActorOf(request));
      return respond(request.params.id);
    },
  );
}
