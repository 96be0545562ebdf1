import { analyticsCsvQuerySchema, analyticsQuerySchema, analyticsReportSchema } from '@atelier/domain/analytics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { analyticsCsv } from './csv.ts';

const read = access('analytics', 'read');

/** Staff API for sales analytics (permission analytics:read): the page's figures and each report as CSV. */
export function registerAnalyticsRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reports = services.analytics.reports;

  api.get(
    '/api/admin/analytics',
    { ...read, schema: { querystring: analyticsQuerySchema, response: { 200: analyticsReportSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return reports.report(request.query);
    },
  );

  api.get(
    '/api/admin/analytics.csv',
    { ...read, schema: { querystring: analyticsCsvQuerySchema } },
    async (request, reply) => {
      const { report, ...query } = request.query;
      const filename = `${report}-${query.from}-to-${query.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(await analyticsCsv(reports, report, query));
    },
  );
}
