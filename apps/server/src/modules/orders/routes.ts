import { checkoutPriceRequestSchema, checkoutRequestSchema, findOrderRequestSchema } from '@atelier/domain';
import { DomainError, isDomainError } from '@atelier/domain/domain-error';
import { licenceUpgradeRequestSchema } from '@atelier/domain/licence-upgrades';
import {
  buyerOrderResponseSchema,
  checkoutPriceSchema,
  checkoutResultSchema,
  findOrderResultSchema,
} from '@atelier/domain/order-responses';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { downloadErrorPage } from './download-error-page.ts';
import { registerOrderStaffRoutes } from './staff-routes.ts';

const buyerOrderRequest = {
  params: z.object({ number: z.string().trim().min(1).max(40) }),
  querystring: z.object({ token: z.string().max(200).catch('') }),
  response: { 200: buyerOrderResponseSchema },
};

export function registerOrderRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/checkout',
    { schema: { body: checkoutRequestSchema, response: { 201: checkoutResultSchema } } },
    async (request, reply) => {
      const result = await services.orders.checkout(request.body, request.ctx);
      return reply.status(201).send(result);
    },
  );

  // What the cart would cost now, a code's discount included; nothing is ordered.
  api.post(
    '/api/checkout/price',
    { schema: { body: checkoutPriceRequestSchema, response: { 200: checkoutPriceSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return services.orders.priceCheckout(request.body, request.ctx);
    },
  );

  api.get('/api/orders/:number', { schema: buyerOrderRequest }, async (request, reply) => {
    const order = await services.orders.buyerOrder(request.params.number, { token: request.query.token }, request.ctx);
    if (!order) throw new DomainError('not_found', 'not_found', 'Order not found.');
    reply.header('Cache-Control', 'private, no-store');
    return { order };
  });

  // A licence upgrade of a paid order (decision 052): a new order, paid like any other.
  api.post(
    '/api/orders/:number/upgrades',
    {
      schema: {
        params: buyerOrderRequest.params,
        querystring: buyerOrderRequest.querystring,
        body: licenceUpgradeRequestSchema,
        response: { 201: checkoutResultSchema },
      },
    },
    async (request, reply) => {
      const result = await services.orders.upgradeLicence(
        request.params.number,
        { token: request.query.token },
        request.body,
        request.ctx,
      );
      return reply.status(201).header('Cache-Control', 'private, no-store').send(result);
    },
  );

  // "Find my order": the same answer whether or not the pair matched.
  api.post(
    '/api/orders/find',
    { schema: { body: findOrderRequestSchema, response: { 200: findOrderResultSchema } } },
    async (request) => services.orders.findOrder(request.body, request.ctx),
  );

  // Plan files leave the server only through here: a signed, counted link, never a static path.
  app.get<{ Params: { token: string } }>('/download/:token', async (request, reply) => {
    if (request.ctx.site !== 'public')
      return sendPage(reply, 404, 'Not found', 'The page you are looking for does not exist.');
    try {
      const { filename, contentType, bytes } = await services.orders.openDownload(request.params.token, request.ctx);
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(Buffer.from(bytes));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const title = error.kind === 'gone' ? 'Download link no longer valid' : 'Download not available';
      return sendPage(reply, error.status, title, error.message);
    }
  });

  registerOrderStaffRoutes(app, services);
}

function sendPage(reply: FastifyReply, status: number, title: string, message: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(downloadErrorPage(title, message));
}
