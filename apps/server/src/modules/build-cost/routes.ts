import { buildCostImportSchema, buildCostTableSchema } from '@atelier/domain/build-cost-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';

/** Staff API for /settings/build-costs: settings:read to read and export, settings:update to import. */
export function registerBuildCostRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const table = services.buildCostAdmin;
  const answer = { 200: buildCostTableSchema };

  api.get('/api/admin/build-costs', { ...access('settings', 'read'), schema: { response: answer } }, async () =>
    table.table(),
  );

  api.get('/api/admin/build-costs/export.csv', { ...access('settings', 'read') }, async (_request, reply) => {
    const filename = `build-costs-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(await table.exportCsv());
  });

  api.put(
    '/api/admin/build-costs',
    {
      ...access('settings', 'update'),
      // The CSV travels as JSON text: room for its 200 KB (quotes and line breaks escaped) over the usual limit.
      bodyLimit: 512 * 1024,
      schema: { body: buildCostImportSchema, response: answer },
    },
    async (request) => table.importCsv(request.body.csv, staffActorOf(request)),
  );
}
