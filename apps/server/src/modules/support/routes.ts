import { chatMessageInputSchema, visitorIdSchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.ts';
import { sendRateLimited } from '../../plugins/rate-limit.ts';
import { requireStaff } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

export function registerSupportRoutes(app: FastifyInstance, services: Services) {
  const { support } = services;

  // Public chat: a visitor reads and extends their own conversation, identified by the id their browser keeps.
  app.get<{ Params: { visitorId: string } }>('/api/chat/:visitorId', async (request, reply) => {
    const visitorId = visitorIdSchema.parse(request.params.visitorId);
    reply.header('Cache-Control', 'no-store');
    return { messages: await support.conversation(visitorId) };
  });

  app.post('/api/chat/messages', async (request, reply) => {
    const input = chatMessageInputSchema.parse(request.body ?? {});
    const result = await support.postChatMessage(input, { ip: request.ctx.clientIp, log: request.log });
    if (!result.ok) return sendRateLimited(reply, result.retryAfterSeconds);
    return reply.status(201).send({ message: result.message, reply: result.reply });
  });

  app.post('/api/contact', async (request, reply) => {
    const result = await support.submitContact(request.body ?? {}, { ip: request.ctx.clientIp, log: request.log });
    if (result.ok) return reply.status(201).send({ id: result.id });
    if (result.reason === 'rate_limited') return sendRateLimited(reply, result.retryAfterSeconds);
    return sendError(reply, 400, 'validation_failed', 'Some fields are not valid.', result.fields);
  });

  app.get(
    '/api/admin/support/conversations',
    { preHandler: requireStaff(services, 'support', 'read') },
    async (request) => {
      const { page } = pageQuery.parse(request.query ?? {});
      return { conversations: await support.listConversations(page), page };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/admin/support/conversations/:id/messages',
    { preHandler: requireStaff(services, 'support', 'read') },
    async (request, reply) => {
      const messages = await support.conversationMessages(request.params.id);
      if (!messages) return sendError(reply, 404, 'not_found', 'Conversation not found.');
      return { messages };
    },
  );

  app.get(
    '/api/admin/support/inquiries',
    { preHandler: requireStaff(services, 'support', 'read') },
    async (request) => {
      const { page } = pageQuery.parse(request.query ?? {});
      return { inquiries: await support.listInquiries(page), page };
    },
  );
}
