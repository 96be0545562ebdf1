import { type ChatLiveEvent, can, type NotificationLiveEvent, RESOURCE_ACTIONS, type Resource } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../db/schema/index.ts';
import { readStaffToken, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { openEventStream, sendEmptyEventStream, wantsEventStream } from './event-stream.ts';
import type { LiveHub } from './hub.ts';
import { LIVE_CHANNELS } from './publish.ts';

const isResource = (name: string): name is Resource => Object.hasOwn(RESOURCE_ACTIONS, name);

/**
 * GET /api/admin/events: the admin app's live feed. `notification` events ({ id }) for notifications
 * the staff member may see, and for support readers `chat` events ({ conversationId, messageId }).
 * While it is open, a support reader counts as online for the chat widget. Each heartbeat re-checks the
 * session, so signing out (or being deactivated) ends the stream.
 */
export function registerStaffEvents(app: FastifyInstance, services: Services, live: LiveHub) {
  app.get('/api/admin/events', { config: { access: 'signed-in' } }, async (request, reply) => {
    if (!wantsEventStream(request)) return sendEmptyEventStream(reply);
    const staff = staffOf(request);
    const token = readStaffToken(request, services.env);
    const supportReader = can(staff, 'support', 'read');
    const log = request.log;
    const touch = () => {
      if (supportReader)
        services.support
          .touchPresence(staff.user.id)
          .catch((error: unknown) => log.warn({ err: error }, 'presence not recorded'));
    };
    const stream = openEventStream(request, reply, live, () => {
      touch();
      const check = token ? services.auth.authenticate(token, { touch: false }) : Promise.resolve(null);
      check.then(
        (still) => {
          if (!still) stream.close();
        },
        () => {},
      );
    });
    touch();

    const resourceOf = async (id: number) => {
      const [row] = await services.db
        .select({ resource: notifications.resource })
        .from(notifications)
        .where(eq(notifications.id, id));
      return row?.resource;
    };
    const unsubscribes: (() => void)[] = [];
    stream.onClose(() => {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    });
    try {
      unsubscribes.push(
        await live.subscribe(LIVE_CHANNELS.notifications, (notice) => {
          const id = Number(notice.notificationId);
          if (!Number.isInteger(id)) return;
          resourceOf(id).then(
            (resource) => {
              if (resource && isResource(resource) && can(staff, resource, 'read')) {
                stream.send('notification', { id } satisfies NotificationLiveEvent);
              }
            },
            (error: unknown) => log.warn({ err: error }, 'notification event could not be checked'),
          );
        }),
      );
      if (supportReader) {
        unsubscribes.push(
          await live.subscribe(LIVE_CHANNELS.chat, (notice) => {
            const { conversationId, messageId } = notice;
            if (typeof conversationId !== 'string' || typeof messageId !== 'string') return;
            stream.send('chat', { conversationId, messageId } satisfies ChatLiveEvent);
          }),
        );
      }
      if (stream.closed) for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    } catch (error) {
      log.error({ err: error }, 'staff event stream could not listen');
      stream.close();
    }
  });
}
