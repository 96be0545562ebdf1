import type { FastifyInstance } from 'fastify';
import { requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { loadDashboardFigures } from './dashboard.ts';

/** Staff endpoints that are not auth, orders or support: dashboard figures and the like. */
export function registerStaffRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/dashboard', { preHandler: requireStaff(services, 'dashboard', 'read') }, async (request) =>
    loadDashboardFigures(services.db, staffOf(request)),
  );
}
