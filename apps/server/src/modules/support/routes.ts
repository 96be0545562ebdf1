import { chatEmailInputSchema, chatMessageInputSchema, visitorIdSchema } from '@atelier/domain';
import {
  chatEmailResultSchema,
  chatHistorySchema,
  chatPostResultSchema,
  chatStatusSchema,
  inquiryCreatedSchema,
} from '@atelier/domain/support-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import type { LiveHub } from '../live/hub.ts';
import { registerVisitorEvents } from './chat-events.ts';
import { registerSupportInboxRoutes } from './staff-routes.ts';

const visitorParams = z.object({ visitorId: visitorIdSchema });

export function registerSupportRoutes(app: FastifyInstance, services: Services, live: LiveHub) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { support } = services;

  api.get('/api/chat/status', { schema: { response: { 200: chatStatusSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return support.chatStatus(request.ctx.log);
  });

  // Public chat: a visitor reads and extends their own conversation, identified by the id their browser keeps.
  const history = { schema: { params: visitorParams, response: { 200: chatHistorySchema } } };
  api.get('/api/chat/:visitorId', history, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { messages: await support.conversation(request.params.visitorId) };
  });

  const post = { schema: { body: chatMessageInputSchema, response: { 201: chatPostResultSchema } } };
  api.post('/api/chat/messages', post, async (request, reply) => {
    const { message, reply: automatic } = await support.postChatMessage(request.body, request.ctx);
    return reply.status(201).send({ message, reply: automatic });
  });

  api.post(
    '/api/chat/:visitorId/email',
    { schema: { params: visitorParams, body: chatEmailInputSchema, response: { 200: chatEmailResultSchema } } },
    async (request) => {
      await support.leaveVisitorEmail(request.params.visitorId, request.body.email, request.ctx);
      return { email: request.body.email };
    },
  );

  // Validated by the service (the storefront's contact action shares it), with the form's own messages.
  const inquiryCreated = { schema: { response: { 201: inquiryCreatedSchema } } };
  api.post('/api/contact', inquiryCreated, async (request, reply) => {
    const { id } = await support.submitContact(request.body ?? {}, request.ctx);
    return reply.status(201).send({ id });
  });

  // A modification request from a design page; validated like the contact form, by the service.
  api.post('/api/modification-requests', inquiryCreated, async (request, reply) => {
    const { id } = await support.submitModificationRequest(request.body ?? {}, request.ctx);
    return reply.status(201).send({ id });
  });

  registerVisitorEvents(app, services, live);
  registerSupportInboxRoutes(app, services);
}
