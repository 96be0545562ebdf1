import { marketplaceQuerySchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errors.ts';
import type { Services } from '../../services.ts';

export function registerCatalogRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/designs', async (request) => {
    const query = marketplaceQuerySchema.parse(request.query ?? {});
    return services.catalog.listDesigns(query);
  });

  // Option counts for the marketplace filters under the given query (same parameters as /api/designs).
  app.get('/api/designs/facets', async (request) => {
    const query = marketplaceQuerySchema.parse(request.query ?? {});
    return services.catalog.facets(query);
  });

  app.get<{ Params: { id: string } }>('/api/designs/:id', async (request, reply) => {
    const design = await services.catalog.getDesign(request.params.id);
    if (!design) return sendError(reply, 404, 'not_found', 'Design not found.');
    return { design };
  });

  app.get('/api/categories', async () => ({ categories: await services.catalog.categoriesWithCounts() }));
  app.get('/api/filters', async () => services.catalog.filterOptions());
  app.get('/api/services', async () => ({ services: await services.content.listServices() }));
  app.get('/api/testimonials', async () => ({ testimonials: await services.content.listTestimonials() }));
}
