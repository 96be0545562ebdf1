import { visitorIdSchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { openEventStream, sendEmptyEventStream, wantsEventStream } from '../live/event-stream.ts';
import type { LiveHub } from '../live/hub.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';

/**
 * GET /api/chat/:visitorId/events: the open widget hears agent messages of its conversation (staff
 * replies, the automatic reply) as `message` events carrying the ChatMessage, from any server process.
 */
export function registerVisitorEvents(app: FastifyInstance, services: Services, live: LiveHub) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/chat/:visitorId/events',
      { schema: { params: z.object({ visitorId: visitorIdSchema }) } },
      async (request, reply) => {
        if (!wantsEventStream(request)) return sendEmptyEventStream(reply);
        const { visitorId } = request.params;
        const stream = openEventStream(request, reply, live);
        const timers = new Set<NodeJS.Timeout>();
        const deliver = async (messageId: string) => {
          const message = await services.support.visitorMessage(visitorId, messageId);
          if (message?.sender !== 'agent') return;
          // The automatic reply is dated one delay after the question: it shows up then, as in the widget.
          const wait = Date.parse(message.timestamp) - Date.now();
          if (wait <= 0) return stream.send('message', message, message.id);
          const timer = setTimeout(() => {
            timers.delete(timer);
            stream.send('message', message, message.id);
          }, wait);
          timers.add(timer);
        };
        try {
          const unsubscribe = await live.subscribe(LIVE_CHANNELS.chat, (notice) => {
            if (notice.visitorId !== visitorId || typeof notice.messageId !== 'string') return;
            deliver(notice.messageId).catch((error: unknown) =>
              request.log.warn({ err: error }, 'chat event could not be delivered'),
            );
          });
          stream.onClose(() => {
            unsubscribe();
            for (const timer of timers) clearTimeout(timer);
          });
        } catch (error) {
          request.log.error({ err: error }, 'chat event stream could not listen');
          stream.close();
        }
      },
    );
}
