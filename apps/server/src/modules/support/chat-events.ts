import { visitorIdSchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createConcurrencyLimiter } from '../../limits/concurrency-limit.ts';
import { sendRateLimited } from '../../plugins/errors.ts';
import type { Services } from '../../services.ts';
import { openEventStream, PUBLIC_STREAM_LIMIT, sendEmptyEventStream, wantsEventStream } from '../live/event-stream.ts';
import type { LiveHub } from '../live/hub.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';

const TOO_MANY_STREAMS_MESSAGE =
  'Too many open connections from your address. Close some other tabs of this site and try again.';

/**
 * GET /api/chat/:visitorId/events: the open widget hears agent messages of its conversation (staff
 * replies, the automatic reply) as `message` events carrying the ChatMessage, from any server process.
 * A client address holds at most PUBLIC_STREAM_LIMIT of them at once; one more answers 429.
 */
export function registerVisitorEvents(app: FastifyInstance, services: Services, live: LiveHub) {
  const streamLimit = createConcurrencyLimiter(services.db, PUBLIC_STREAM_LIMIT);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/chat/:visitorId/events',
      { schema: { params: z.object({ visitorId: visitorIdSchema }) } },
      async (request, reply) => {
        if (!wantsEventStream(request)) return sendEmptyEventStream(reply);
        const { visitorId } = request.params;
        const slot = await streamLimit.acquire(request.ctx.clientIp);
        if (!slot.allowed) return sendRateLimited(reply, slot.retryAfterSeconds, TOO_MANY_STREAMS_MESSAGE);
        const { lease } = slot;
        const keep = (step: Promise<void>) =>
          step.catch((error: unknown) => request.log.warn({ err: error }, 'event stream lease not updated'));
        const stream = openEventStream(request, reply, live, () => keep(lease.renew()));
        stream.onClose(() => keep(lease.release()));
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
