import { dashboardFiguresSchema } from '@atelier/domain/dashboard';
import { can } from '@atelier/domain/permissions';
import { ADMIN_SEARCH_MAX_LENGTH, adminSearchResultsSchema, shellBadgesSchema } from '@atelier/domain/shell';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { loadDashboardFigures } from './dashboard.ts';
import { searchAdmin } from './search.ts';

const searchQuery = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).default(''),
});

/** Staff endpoints that are not auth, orders or support: dashboard figures and the like. */
export function registerStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/dashboard',
    { ...access('dashboard', 'read'), schema: { response: { 200: dashboardFiguresSchema } } },
    async (request) => loadDashboardFigures(services.db, staffOf(request)),
  );

  api.get(
    '/api/admin/badges',
    { config: { access: 'signed-in' }, schema: { response: { 200: shellBadgesSchema } } },
    async (request) => {
      const viewer = staffOf(request);
      return {
        ordersAwaitingAction: can(viewer, 'orders', 'read') ? await services.orders.countAwaitingAction() : null,
      };
    },
  );

  api.get(
    '/api/admin/search',
    {
      config: { access: 'signed-in' },
      schema: { querystring: searchQuery, response: { 200: adminSearchResultsSchema } },
    },
    async (request) => searchAdmin(services.db, staffOf(request), request.query.q),
  );
}

/** The API's OpenAPI document, generated from the same route schemas that validate requests. */
export function registerOpenApiRoute(app: FastifyInstance) {
  app.get('/api/admin/openapi.json', { config: { access: 'signed-in' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
