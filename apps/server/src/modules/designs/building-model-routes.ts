import {
  buildingModelInputSchema,
  staffBuildingModelSchema,
  staffPlanCheckSummarySchema,
} from '@atelier/domain/building-model-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { designParams } from './design-params.ts';

/** Staff API for a design's building model, its facts and its plan check (permission designs:*). */
export function registerBuildingModelStaffRoutes(app: FastifyInstance, services: Services) {
  const buildingModel = services.designAdmin.buildingModel;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The designs whose model fails its plan check, with the count per rule (decision 076).
  api.get(
    '/api/admin/designs/plan-check',
    { ...access('designs', 'read'), schema: { response: { 200: staffPlanCheckSummarySchema } } },
    async () => buildingModel.planCheckSummary(),
  );

  api.get(
    '/api/admin/designs/:id/building-model',
    { ...access('designs', 'read'), schema: { params: designParams, response: { 200: staffBuildingModelSchema } } },
    async (request) => buildingModel.read(request.params.id),
  );

  // A model that does not parse is refused with each field's message (400); one that parses is kept
  // whatever its plan check says, and answered with it.
  api.put(
    '/api/admin/designs/:id/building-model',
    {
      ...access('designs', 'update'),
      // A house of 8 floors of 80 rooms, with their doors and windows, is well under this.
      bodyLimit: 512 * 1024,
      schema: { params: designParams, body: buildingModelInputSchema, response: { 200: staffBuildingModelSchema } },
    },
    async (request) => {
      await buildingModel.save(request.params.id, request.body.model, staffActorOf(request));
      return buildingModel.read(request.params.id);
    },
  );
}
