import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppBehindFreezableProxy } from '../test/frozen-database.ts';
import { reactRouterStorefront } from '../test/react-router-storefront.ts';

// A page rendered by React Router whose loader reads what the storefront's layout reads.
const storefront = reactRouterStorefront({
  async loader({ context }) {
    const [categories, services] = await Promise.all([
      context.services.catalog.categoriesWithCounts(),
      context.services.content.listServices(),
    ]);
    return { categories: categories.length, services: services.length };
  },
});

// As db/database-timeouts.pg-test.ts does for the API: the same timeouts, the same frozen proxy.
const frozen = useAppBehindFreezableProxy({ frontEnds: storefront.frontEnds });
const { timedGet } = frozen;

describe('a storefront page while the PostgreSQL server stops answering', () => {
  it('renders while the server answers', async () => {
    const { response } = await timedGet('/marketplace');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"categories":');
  });

  describe('while frozen', () => {
    beforeAll(() => frozen.proxy.freeze());
    afterAll(() => frozen.proxy.unfreeze());

    it('answers 503 with Retry-After and the unavailable page within the time the API takes', async () => {
      const { response, ms } = await timedGet('/services');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Temporarily unavailable</h1>');
      expect(ms).toBeLessThan(5_000);
      // The API, frozen the same way, answers the same status in the same time.
      const api = await timedGet('/api/designs');
      expect(api.response.statusCode).toBe(503);
      expect(api.ms).toBeLessThan(5_000);
    });

    it('answers more pages at once than the pool holds connections, each within seconds', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, (_, index) => timedGet(`/design/${index}`)));
      for (const { response, ms } of results) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(ms).toBeLessThan(5_000);
      }
    });

    it('still serves a page the page cache kept', async () => {
      const { response, ms } = await timedGet('/marketplace');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-page-cache']).toBe('hit');
      expect(ms).toBeLessThan(1_000);
    });
  });

  it('renders again once the server answers again', async () => {
    await expect
      .poll(async () => (await timedGet('/services')).response.statusCode, { timeout: 10_000, interval: 200 })
      .toBe(200);
  });
});
