import { Readable } from 'node:stream';
import {
  priceSaleInputSchema,
  staffPriceSaleListSchema,
  staffPriceSaleResponseSchema,
} from '@atelier/domain/price-sales';
import {
  promotionChoicesSchema,
  promotionInputSchema,
  staffPromotionListSchema,
  staffPromotionResponseSchema,
} from '@atelier/domain/promotions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';

const params = z.object({ id: z.string().trim().min(1).max(64) });

/** Staff API for promotion codes (decision 049): promotions:read to read and report, promotions:update to change. */
export function registerPromotionRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const store = services.promotions;
  const one = { 200: staffPromotionResponseSchema };

  api.get(
    '/api/admin/promotions',
    { ...access('promotions', 'read'), schema: { response: { 200: staffPromotionListSchema } } },
    async () => ({ promotions: await store.list() }),
  );
  // The categories a code may cover, for staff who may not read the catalogue's settings.
  api.get(
    '/api/admin/promotions/choices',
    { ...access('promotions', 'read'), schema: { response: { 200: promotionChoicesSchema } } },
    async () => ({ categories: await store.categoryChoices() }),
  );
  api.get(
    '/api/admin/promotions/:id',
    { ...access('promotions', 'read'), schema: { params, response: one } },
    async (request) => ({ promotion: await store.get(request.params.id) }),
  );
  api.post(
    '/api/admin/promotions',
    {
      ...access('promotions', 'update'),
      schema: { body: promotionInputSchema, response: { 201: staffPromotionResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ promotion: await store.create(request.body, staffActorOf(request)) }),
  );
  api.put(
    '/api/admin/promotions/:id',
    { ...access('promotions', 'update'), schema: { params, body: promotionInputSchema, response: one } },
    async (request) => ({ promotion: await store.update(request.params.id, request.body, staffActorOf(request)) }),
  );
  api.post(
    '/api/admin/promotions/:id/pause',
    {
      ...access('promotions', 'update'),
      schema: { params, body: z.object({ paused: z.boolean({ error: 'Say whether to pause.' }) }), response: one },
    },
    async (request) => ({
      promotion: await store.setPaused(request.params.id, request.body.paused, staffActorOf(request)),
    }),
  );
  registerPriceSaleRoutes(app, services);

  api.get(
    '/api/admin/promotions/:id/orders.csv',
    { ...access('promotions', 'read'), schema: { params } },
    async (request, reply) => {
      const promotion = await store.get(request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="promotion-${promotion.code}-orders.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(store.ordersCsv(promotion.id)));
    },
  );
}

/** Staff API for sales (decision 050), under the same permissions as codes. */
function registerPriceSaleRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const store = services.priceSales;
  const one = { 200: staffPriceSaleResponseSchema };
  api.get(
    '/api/admin/price-sales',
    { ...access('promotions', 'read'), schema: { response: { 200: staffPriceSaleListSchema } } },
    async () => ({ sales: await store.list() }),
  );
  api.post(
    '/api/admin/price-sales',
    {
      ...access('promotions', 'update'),
      schema: { body: priceSaleInputSchema, response: { 201: staffPriceSaleResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ sale: await store.create(request.body, staffActorOf(request)) }),
  );
  api.put(
    '/api/admin/price-sales/:id',
    { ...access('promotions', 'update'), schema: { params, body: priceSaleInputSchema, response: one } },
    async (request) => ({ sale: await store.update(request.params.id, request.body, staffActorOf(request)) }),
  );
  api.post(
    '/api/admin/price-sales/:id/end',
    { ...access('promotions', 'update'), schema: { params, response: one } },
    async (request) => ({ sale: await store.end(request.params.id, staffActorOf(request)) }),
  );
}
