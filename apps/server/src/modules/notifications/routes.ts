import { DomainError } from '@atelier/domain/domain-error';
import { notificationFeedSchema } from '@atelier/domain/notifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import type { NotificationViewer } from './service.ts';

const notificationParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
function viewerOf(request: FastifyRequest): NotificationViewer {
  const staff = staffOf(request);
  return { id: staff.user.id, role: staff.role, permissions: staff.permissions };
}

/** Every signed-in staff member has a bell; the service shows each only what they may access. */
const signedIn = { config: { access: 'signed-in' as const } };
/** Every notification route answers with the viewer's feed. */
const feedResponse = { response: { 200: notificationFeedSchema } };

export function registerNotificationRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notifications = services.notifications;

  api.get('/api/admin/notifications', { ...signedIn, schema: feedResponse }, async (request) =>
    notifications.feed(viewerOf(request)),
  );

  api.post(
    '/api/admin/notifications/:id/read',
    { ...signedIn, schema: { params: notificationParams, ...feedResponse } },
    async (request) => {
      const viewer = viewerOf(request);
      if (!(await notifications.markRead(viewer, request.params.id))) {
        throw new DomainError('not_found', 'not_found', 'Notification not found.');
      }
      return notifications.feed(viewer);
    },
  );

  api.post('/api/admin/notifications/read-all', { ...signedIn, schema: feedResponse }, async (request) => {
    const viewer = viewerOf(request);
    await notifications.markAllRead(viewer);
    return notifications.feed(viewer);
  });
}
