import { dashboardFiguresSchema } from '@atelier/domain/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { loadDashboardFigures } from './dashboard.ts';

/** Staff endpoints that are not auth, orders or support: dashboard figures and the like. */
export function registerStaffRoutes(app: FastifyInstance, services: Services) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/dashboard',
      { ...access('dashboard', 'read'), schema: { response: { 200: dashboardFiguresSchema } } },
      async (request) => loadDashboardFigures(services.db, staffOf(request)),
    );
}

/** The API's OpenAPI document, generated from the same route schemas that validate requests. */
export function registerOpenApiRoute(app: FastifyInstance) {
  app.get('/api/admin/openapi.json', { config: { access: 'signed-in' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
