import {
  bulkPriceApplySchema,
  bulkPriceChangeSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  featuredListSchema,
  featuredUpdateSchema,
  idOrderSchema,
  priceHistorySchema,
  pricePreviewSchema,
  priceUpdateSchema,
  staffCategoryListSchema,
} from '@atelier/domain/catalogue-admin';
import { staffDesignResponseSchema } from '@atelier/domain/design-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { designParams } from './design-params.ts';

const categoryParams = z.object({ id: z.string().trim().min(1).max(60) });
const historyQuery = z.object({ designId: z.string().trim().min(1).max(80).optional() });

/** Staff API for categories, featured designs and prices (read with designs:read, change with designs:update). */
export function registerCatalogueStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const structure = services.catalogueStructure;
  const pricing = services.pricing;

  api.get(
    '/api/admin/categories',
    { ...access('designs', 'read'), schema: { response: { 200: staffCategoryListSchema } } },
    async () => structure.listCategories(),
  );
  api.post(
    '/api/admin/categories',
    {
      ...access('designs', 'update'),
      schema: { body: categoryInputSchema, response: { 201: staffCategoryListSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await structure.createCategory(request.body, staffActorOf(request))),
  );
  api.put(
    '/api/admin/categories/order',
    { ...access('designs', 'update'), schema: { body: idOrderSchema, response: { 200: staffCategoryListSchema } } },
    async (request) => structure.reorderCategories(request.body.ids, staffActorOf(request)),
  );
  api.patch(
    '/api/admin/categories/:id',
    {
      ...access('designs', 'update'),
      schema: { params: categoryParams, body: categoryUpdateSchema, response: { 200: staffCategoryListSchema } },
    },
    async (request) => structure.updateCategory(request.params.id, request.body, staffActorOf(request)),
  );
  api.delete(
    '/api/admin/categories/:id',
    { ...access('designs', 'update'), schema: { params: categoryParams, response: { 200: staffCategoryListSchema } } },
    async (request) => structure.deleteCategory(request.params.id, staffActorOf(request)),
  );

  api.get(
    '/api/admin/featured',
    { ...access('designs', 'read'), schema: { response: { 200: featuredListSchema } } },
    async () => structure.listFeatured(),
  );
  api.put(
    '/api/admin/featured',
    { ...access('designs', 'update'), schema: { body: featuredUpdateSchema, response: { 200: featuredListSchema } } },
    async (request) => structure.setFeatured(request.body.ids, staffActorOf(request)),
  );

  api.put(
    '/api/admin/designs/:id/price',
    {
      ...access('designs', 'update'),
      schema: { params: designParams, body: priceUpdateSchema, response: { 200: staffDesignResponseSchema } },
    },
    async (request) => {
      await pricing.setPrice(request.params.id, request.body, staffActorOf(request));
      return { design: await services.designAdmin.detail(request.params.id) };
    },
  );
  api.post(
    '/api/admin/pricing/preview',
    { ...access('designs', 'update'), schema: { body: bulkPriceChangeSchema, response: { 200: pricePreviewSchema } } },
    async (request) => pricing.preview(request.body),
  );
  api.post(
    '/api/admin/pricing/apply',
    { ...access('designs', 'update'), schema: { body: bulkPriceApplySchema, response: { 200: pricePreviewSchema } } },
    async (request) => pricing.apply(request.body, staffActorOf(request)),
  );
  api.get(
    '/api/admin/pricing/history',
    { ...access('designs', 'read'), schema: { querystring: historyQuery, response: { 200: priceHistorySchema } } },
    async (request) => pricing.history(request.query.designId),
  );
}
