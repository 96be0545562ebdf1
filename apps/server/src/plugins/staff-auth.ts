import type { Action, Resource } from '@atelier/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { sendError } from './errors.ts';

/**
 * preHandler for every staff endpoint: 401 without a valid session, 403 without the permission.
 * Usage: app.get('/api/admin/orders', { preHandler: requireStaff(services, 'orders', 'read') }, handler)
 * On success `request.staff` holds the signed-in user.
 */
export function requireStaff(_services: Services, _resource: Resource, _action: Action) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    return sendError(reply, 401, 'unauthenticated', 'Please sign in.');
  };
}
