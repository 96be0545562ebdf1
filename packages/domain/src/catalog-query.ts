import './zod-config.ts';
import { z } from 'zod';
import { parseMarketplaceQuery } from './catalog.ts';

// Apart from catalog.ts, which the storefront's browser code uses: that code never needs zod for it.

/** A query-string parameter: repeated keys arrive as a list. */
const queryParam = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The marketplace's query string as the API takes it (GET /api/designs, /api/designs/facets). Every
 * parameter is optional text and malformed values are dropped by `parseMarketplaceQuery`, so it never
 * refuses a hand-edited or stale shared link.
 */
export const marketplaceQueryParamsSchema = z
  .object({
    q: queryParam,
    category: queryParam,
    location: queryParam,
    type: queryParam,
    env: queryParam,
    minPrice: queryParam,
    maxPrice: queryParam,
    minArea: queryParam,
    maxArea: queryParam,
    beds: queryParam,
    baths: queryParam,
    stories: queryParam,
    featured: queryParam,
    sort: queryParam,
    page: queryParam,
  })
  .transform(parseMarketplaceQuery);
