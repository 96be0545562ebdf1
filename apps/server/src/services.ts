import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createContentService } from './modules/content/service.ts';

/**
 * The service layer shared by the HTTP APIs and the storefront loaders (through the load context).
 */
export function createServices(db: Database, env: Env) {
  return {
    env,
    catalog: createCatalogService(db),
    content: createContentService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
