import { backupListSchema, backupNameSchema, backupScheduleSchema, backupSummarySchema } from '@atelier/domain/backup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';

const update = access('backups', 'manage');
const nameParams = z.object({ name: backupNameSchema });

/** Staff API for backups (backups:manage, which only super admins hold: a backup holds the whole shop). */
export function registerBackupRoutes(app: FastifyInstance, services: Services) {
  const backups = services.backups;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/admin/backups', { ...update, schema: { response: { 200: backupListSchema } } }, async () =>
    backups.list(),
  );
  api.post(
    '/api/admin/backups',
    { ...update, schema: { response: { 201: backupSummarySchema } } },
    async (request, reply) => reply.status(201).send(await backups.create(staffActorOf(request))),
  );
  api.get('/api/admin/backups/schedule', { ...update, schema: { response: { 200: backupScheduleSchema } } }, async () =>
    backups.readSchedule(),
  );
  api.put(
    '/api/admin/backups/schedule',
    { ...update, schema: { body: backupScheduleSchema, response: { 200: backupScheduleSchema } } },
    async (request) => backups.updateSchedule(request.body, staffActorOf(request)),
  );
  api.get(
    '/api/admin/backups/:name/download',
    { ...update, schema: { params: nameParams } },
    async (request, reply) => {
      const stream = await backups.open(request.params.name, staffActorOf(request));
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
  api.delete('/api/admin/backups/:name', { ...update, schema: { params: nameParams } }, async (request, reply) => {
    await backups.remove(request.params.name, staffActorOf(request));
    return reply.status(204).send();
  });
}
