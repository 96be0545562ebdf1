import { PLAN_FILE_MAX_BYTES } from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { checkoutResultSchema } from '@atelier/domain/order-responses';
import {
  buyerQuoteSchema,
  DRAWING_KINDS,
  drawingDecisionSchema,
  drawingUploadFieldsSchema,
  quoteAcceptSchema,
  quoteBalanceSchema,
  quoteCreateSchema,
  quoteDeclineSchema,
  quoteTermsSchema,
  staffQuoteListQuerySchema,
  staffQuoteListSchema,
  staffQuoteResponseSchema,
} from '@atelier/domain/quotes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUploads, readUpload, uploadRoute } from '../../plugins/multipart-upload.ts';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import type { QuoteDrawingFile } from './service.ts';

const number = z.string().trim().min(1).max(40);
const params = z.object({ number });
const drawingParams = z.object({ number, id: z.string().trim().min(1).max(64) });
const tokenQuery = z.object({ token: z.string().max(200).catch('') });
const kindField = z.enum(DRAWING_KINDS, { error: 'Say whether the drawings are preliminary or final.' });

function sendDrawing(reply: FastifyReply, file: QuoteDrawingFile | null) {
  if (!file) throw new DomainError('not_found', 'not_found', 'Drawing not found.');
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `inline; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(Buffer.from(file.bytes));
}

/**
 * Modification quotes (decision 053). The buyer's side answers to the quote's private link (`?token=`);
 * the staff side needs quotes:read to read and quotes:update to change.
 */
export function registerQuoteRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const quotes = services.quotes;
  const one = { 200: staffQuoteResponseSchema };
  const buyer = (token: string) => ({ token });

  api.get(
    '/api/quotes/:number',
    { schema: { params, querystring: tokenQuery, response: { 200: z.object({ quote: buyerQuoteSchema }) } } },
    async (request, reply) => {
      const quote = await quotes.buyerQuote(request.params.number, buyer(request.query.token), request.ctx);
      if (!quote) throw new DomainError('not_found', 'not_found', 'Quote not found.');
      reply.header('Cache-Control', 'private, no-store');
      return { quote };
    },
  );
  api.post(
    '/api/quotes/:number/accept',
    { schema: { params, querystring: tokenQuery, body: quoteAcceptSchema, response: { 201: checkoutResultSchema } } },
    async (request, reply) => {
      const { number: quote } = request.params;
      const result = await quotes.accept(quote, buyer(request.query.token), request.body, request.ctx);
      return reply.status(201).header('Cache-Control', 'private, no-store').send(result);
    },
  );
  api.post(
    '/api/quotes/:number/decline',
    { schema: { params, querystring: tokenQuery, body: quoteDeclineSchema } },
    async (request, reply) => {
      await quotes.decline(request.params.number, buyer(request.query.token), request.body.reason);
      return reply.status(204).send();
    },
  );
  api.post(
    '/api/quotes/:number/drawings/:id/decision',
    { schema: { params: drawingParams, querystring: tokenQuery, body: drawingDecisionSchema } },
    async (request, reply) => {
      const { number: quote, id } = request.params;
      await quotes.decide(quote, buyer(request.query.token), id, request.body);
      return reply.status(204).send();
    },
  );
  api.post(
    '/api/quotes/:number/balance',
    { schema: { params, querystring: tokenQuery, body: quoteBalanceSchema, response: { 201: checkoutResultSchema } } },
    async (request, reply) => {
      const { number: quote } = request.params;
      const result = await quotes.payBalance(
        quote,
        buyer(request.query.token),
        request.body.idempotencyKey,
        request.ctx,
      );
      return reply.status(201).header('Cache-Control', 'private, no-store').send(result);
    },
  );
  api.get(
    '/api/quotes/:number/drawings/:id',
    { schema: { params: drawingParams, querystring: tokenQuery } },
    async (request, reply) =>
      sendDrawing(
        reply,
        await quotes.buyerDrawing(request.params.number, buyer(request.query.token), request.params.id),
      ),
  );

  // Staff
  api.get(
    '/api/admin/quotes',
    {
      ...access('quotes', 'read'),
      schema: { querystring: staffQuoteListQuerySchema, response: { 200: staffQuoteListSchema } },
    },
    async (request) => quotes.list(request.query),
  );
  api.get(
    '/api/admin/quotes/:number',
    { ...access('quotes', 'read'), schema: { params, response: one } },
    async (request) => ({ quote: await quotes.staffQuote(request.params.number) }),
  );
  api.post(
    '/api/admin/quotes',
    { ...access('quotes', 'update'), schema: { body: quoteCreateSchema, response: { 201: staffQuoteResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ quote: await quotes.create(request.body, staffActorOf(request)) }),
  );
  api.put(
    '/api/admin/quotes/:number',
    { ...access('quotes', 'update'), schema: { params, body: quoteTermsSchema, response: one } },
    async (request) => ({ quote: await quotes.update(request.params.number, request.body, staffActorOf(request)) }),
  );
  api.post(
    '/api/admin/quotes/:number/send',
    { ...access('quotes', 'update'), schema: { params, response: one } },
    async (request) => ({ quote: await quotes.send(request.params.number, staffActorOf(request)) }),
  );
  api.get(
    '/api/admin/quotes/:number/drawings/:id',
    { ...access('quotes', 'read'), schema: { params: drawingParams } },
    async (request, reply) => sendDrawing(reply, await quotes.staffDrawing(request.params.number, request.params.id)),
  );
  app.register(async (scope) => {
    await acceptUploads(scope, PLAN_FILE_MAX_BYTES);
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/admin/quotes/:number/drawings',
        { ...uploadRoute(access('quotes', 'update')), schema: { params, response: one } },
        async (request) => {
          const upload = await readUpload(request, PLAN_FILE_MAX_BYTES);
          const kind = kindField.safeParse(upload.fields.kind);
          if (!kind.success) {
            const message = 'Say whether the drawings are preliminary or final.';
            throw new DomainError('invalid', 'validation_failed', message, { fields: { kind: message } });
          }
          const text = drawingUploadFieldsSchema.safeParse({ note: upload.fields.note ?? '' });
          if (!text.success) {
            const message = text.error.issues[0]?.message ?? 'The note could not be read.';
            throw new DomainError('invalid', 'validation_failed', message, { fields: { note: message } });
          }
          const quote = await quotes.uploadDrawing(
            request.params.number,
            kind.data,
            { ...upload, note: text.data.note },
            staffActorOf(request),
          );
          return { quote };
        },
      );
  });
}
