import {
  categoriesResponseSchema,
  designPageSchema,
  designResponseSchema,
  filterOptionsSchema,
  marketplaceFacetsSchema,
  marketplaceQueryParamsSchema,
  servicesResponseSchema,
  testimonialsResponseSchema,
} from '@atelier/domain/catalog-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.ts';
import type { Services } from '../../services.ts';
import type { LiveHub } from '../live/hub.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';
import { dropAfterStaffWrites } from './cache.ts';

const designParams = z.object({ id: z.string().max(100) });

export function registerCatalogRoutes(app: FastifyInstance, services: Services, live: LiveHub) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { cache } = services.catalog;
  // Every process hears of every catalogue change (the designs module publishes it in its transactions)...
  cache.followChanges((handler) => live.subscribe(LIVE_CHANNELS.catalogue, handler));
  // ...and a staff change made here is seen at once (any staff write: the catalogue has several modules).
  dropAfterStaffWrites(app, cache);
  const querystring = marketplaceQueryParamsSchema;

  api.get('/api/designs', { schema: { querystring, response: { 200: designPageSchema } } }, async (request) =>
    services.catalog.listDesigns(request.query),
  );

  // Option counts for the marketplace filters under the given query (same parameters as /api/designs).
  api.get(
    '/api/designs/facets',
    { schema: { querystring, response: { 200: marketplaceFacetsSchema } } },
    async (request) => services.catalog.facets(request.query),
  );

  // A published design and the licences it offers, each with its price (decision 032).
  api.get(
    '/api/designs/:id',
    { schema: { params: designParams, response: { 200: designResponseSchema } } },
    async (request, reply) => {
      const design = await services.catalog.getDesign(request.params.id);
      if (!design) return sendError(reply, 404, 'not_found', 'Design not found.');
      const licences = await services.catalog.licenceOptions([design]);
      return { design, licences: licences.get(design.id) ?? [] };
    },
  );

  api.get('/api/categories', { schema: { response: { 200: categoriesResponseSchema } } }, async () => ({
    categories: await services.catalog.categoriesWithCounts(),
  }));
  api.get('/api/filters', { schema: { response: { 200: filterOptionsSchema } } }, async () =>
    services.catalog.filterOptions(),
  );
  api.get('/api/services', { schema: { response: { 200: servicesResponseSchema } } }, async () => ({
    services: await services.content.listServices(),
  }));
  api.get('/api/testimonials', { schema: { response: { 200: testimonialsResponseSchema } } }, async () => ({
    testimonials: await services.content.listTestimonials(),
  }));
}
