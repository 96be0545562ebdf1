import { chatMessageInputSchema, visitorIdSchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, sendError } from '../../plugins/errors.ts';
import { sendRateLimited } from '../../plugins/rate-limit.ts';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
const conversationParams = z.object({ id: z.string().trim().min(1).max(64) });

export function registerSupportRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { support } = services;

  // Public chat: a visitor reads and extends their own conversation, identified by the id their browser keeps.
  api.get(
    '/api/chat/:visitorId',
    { schema: { params: z.object({ visitorId: visitorIdSchema }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { messages: await support.conversation(request.params.visitorId) };
    },
  );

  api.post('/api/chat/messages', { schema: { body: chatMessageInputSchema } }, async (request, reply) => {
    const result = await support.postChatMessage(request.body, { ip: request.ctx.clientIp, log: request.log });
    if (!result.ok) return sendRateLimited(reply, result.retryAfterSeconds);
    return reply.status(201).send({ message: result.message, reply: result.reply });
  });

  // Validated by the service (the storefront's contact action shares it), with the form's own messages.
  api.post('/api/contact', async (request, reply) => {
    const result = await support.submitContact(request.body ?? {}, { ip: request.ctx.clientIp, log: request.log });
    if (result.ok) return reply.status(201).send({ id: result.id });
    if (result.reason === 'rate_limited') return sendRateLimited(reply, result.retryAfterSeconds);
    return sendError(reply, 400, 'validation_failed', 'Some fields are not valid.', result.fields);
  });

  api.get(
    '/api/admin/support/conversations',
    { ...access('support', 'read'), schema: { querystring: pageQuery } },
    async (request) => ({
      conversations: await support.listConversations(request.query.page),
      page: request.query.page,
    }),
  );

  api.get(
    '/api/admin/support/conversations/:id/messages',
    { ...access('support', 'read'), schema: { params: conversationParams } },
    async (request) => {
      const messages = await support.conversationMessages(request.params.id);
      if (!messages) throw new HttpError(404, 'not_found', 'Conversation not found.');
      return { messages };
    },
  );

  api.get(
    '/api/admin/support/inquiries',
    { ...access('support', 'read'), schema: { querystring: pageQuery } },
    async (request) => ({ inquiries: await support.listInquiries(request.query.page), page: request.query.page }),
  );
}
