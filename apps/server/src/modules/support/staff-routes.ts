import {
  inquiryReplySchema,
  inquiryStatusActionSchema,
  staffChatReplyResultSchema,
  staffChatReplySchema,
  supportChatListQuerySchema,
  supportChatListSchema,
  supportChatThreadSchema,
  supportInquiryDetailSchema,
  supportInquiryListQuerySchema,
  supportInquiryListSchema,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import type { InboxResult } from './inbox-types.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });

function outcome<T>(result: InboxResult<T>, what: string): T {
  if (result.ok) return result.value;
  if (result.reason === 'action_conflict') {
    throw new DomainError('conflict', 'action_conflict', 'This action id was already used for something else.');
  }
  throw new DomainError('not_found', 'not_found', `${what} not found.`);
}

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new DomainError('not_found', 'not_found', `${what} not found.`);
  return value;
}

/** The staff support inbox: chats and contact inquiries (shapes in packages/domain/src/support-inbox.ts). */
export function registerSupportInboxRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { support } = services;
  const author = (request: Parameters<typeof staffOf>[0]) => {
    const { user } = staffOf(request);
    return { id: user.id, name: user.name };
  };

  api.get(
    '/api/admin/support/chats',
    {
      ...access('support', 'read'),
      schema: { querystring: supportChatListQuerySchema, response: { 200: supportChatListSchema } },
    },
    async (request) => support.listChats(request.query.page, request.query.q),
  );

  api.get(
    '/api/admin/support/chats/:id',
    { ...access('support', 'read'), schema: { params: idParams, response: { 200: supportChatThreadSchema } } },
    async (request) => found(await support.openChat(request.params.id), 'Conversation'),
  );

  api.post(
    '/api/admin/support/chats/:id/messages',
    {
      ...access('support', 'update'),
      schema: { params: idParams, body: staffChatReplySchema, response: { 201: staffChatReplyResultSchema } },
    },
    async (request, reply) => {
      const result = await support.replyToChat(request.params.id, author(request), request.body);
      return reply.status(201).send(outcome(result, 'Conversation'));
    },
  );

  api.get(
    '/api/admin/support/inquiries',
    {
      ...access('support', 'read'),
      schema: { querystring: supportInquiryListQuerySchema, response: { 200: supportInquiryListSchema } },
    },
    async (request) => support.listInquiries(request.query),
  );

  api.get(
    '/api/admin/support/inquiries/:id',
    { ...access('support', 'read'), schema: { params: idParams, response: { 200: supportInquiryDetailSchema } } },
    async (request) => found(await support.inquiryDetail(request.params.id), 'Inquiry'),
  );

  api.post(
    '/api/admin/support/inquiries/:id/reply',
    {
      ...access('support', 'update'),
      schema: { params: idParams, body: inquiryReplySchema, response: { 200: supportInquiryDetailSchema } },
    },
    async (request) =>
      outcome(await support.replyToInquiry(request.params.id, author(request), request.body), 'Inquiry'),
  );

  api.post(
    '/api/admin/support/inquiries/:id/status',
    {
      ...access('support', 'update'),
      schema: { params: idParams, body: inquiryStatusActionSchema, response: { 200: supportInquiryDetailSchema } },
    },
    async (request) => found(await support.setInquiryStatus(request.params.id, request.body), 'Inquiry'),
  );
}
