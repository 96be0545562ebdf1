import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** Staff endpoints that are not auth, orders or support: dashboard figures and the like. */
export function registerStaffRoutes(_app: FastifyInstance, _services: Services) {}
