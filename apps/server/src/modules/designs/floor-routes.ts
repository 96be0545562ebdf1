import { PLAN_FILE_MAX_BYTES } from '@atelier/domain/design-admin';
import { floorsInputSchema, staffFloorListSchema } from '@atelier/domain/floor-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUploads, uploadRoute } from '../../plugins/multipart-upload.ts';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { designParams } from './design-params.ts';
import { readDescribedPicture } from './picture-upload-request.ts';

const floorParams = designParams.extend({ floorId: z.string().trim().min(1).max(80) });

/** Staff API for a design's floors: room schedules and a drawing per floor (permission designs:*). */
export function registerFloorStaffRoutes(app: FastifyInstance, services: Services) {
  const floors = services.designAdmin.floors;

  app.register(async (scope) => {
    await acceptUploads(scope, PLAN_FILE_MAX_BYTES);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/admin/designs/:id/floors',
      { ...access('designs', 'read'), schema: { params: designParams, response: { 200: staffFloorListSchema } } },
      async (request) => floors.list(request.params.id),
    );

    api.put(
      '/api/admin/designs/:id/floors',
      {
        ...access('designs', 'update'),
        schema: { params: designParams, body: floorsInputSchema, response: { 200: staffFloorListSchema } },
      },
      async (request) => {
        await floors.save(request.params.id, request.body, staffActorOf(request));
        return floors.list(request.params.id);
      },
    );

    api.put(
      '/api/admin/designs/:id/floors/:floorId/picture',
      {
        ...uploadRoute(access('designs', 'update')),
        schema: { params: floorParams, response: { 200: staffFloorListSchema } },
      },
      async (request) => {
        const { id, floorId } = request.params;
        await floors.putPicture(id, floorId, await readDescribedPicture(request), staffActorOf(request));
        return floors.list(id);
      },
    );

    api.delete(
      '/api/admin/designs/:id/floors/:floorId/picture',
      { ...access('designs', 'update'), schema: { params: floorParams, response: { 200: staffFloorListSchema } } },
      async (request) => {
        await floors.removePicture(request.params.id, request.params.floorId, staffActorOf(request));
        return floors.list(request.params.id);
      },
    );
  });
}
