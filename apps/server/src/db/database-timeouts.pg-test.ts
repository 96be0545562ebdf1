import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/database-unavailable.ts';
import { FROZEN_TEST_TIMEOUTS, useAppBehindFreezableProxy } from '../test/frozen-database.ts';
import { openDatabase } from './client.ts';

const frozen = useAppBehindFreezableProxy();
const { timedGet } = frozen;

const unavailableBody = {
  error: {
    code: 'database_unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
};

describe('a PostgreSQL server that stops answering', () => {
  it('is healthy while the server answers', async () => {
    expect((await timedGet('/api/health')).response.statusCode).toBe(200);
    expect((await timedGet('/api/designs')).response.statusCode).toBe(200);
  });

  describe('while frozen', () => {
    beforeAll(() => frozen.proxy.freeze());
    afterAll(() => frozen.proxy.unfreeze());

    it('makes /api/health answer 503 with Retry-After within a couple of seconds', async () => {
      const { response, ms } = await timedGet('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: { kind: 'postgres', reachable: false },
      });
      expect(ms).toBeLessThan(3_000);
    });

    it('makes API requests answer 503 database_unavailable instead of hanging', async () => {
      const { response, ms } = await timedGet('/api/designs');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual(unavailableBody);
      expect(ms).toBeLessThan(5_000);
    });

    it('answers more requests at once than the pool holds connections, each within seconds', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => timedGet('/api/designs/design-001')));
      for (const { response, ms } of results) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(unavailableBody);
        expect(ms).toBeLessThan(5_000);
      }
    });

    it('refuses to open the database within the connect timeout, with an error read as unavailable', async () => {
      const started = performance.now();
      const error = await openDatabase({ databaseUrl: frozen.proxiedUrl, timeouts: FROZEN_TEST_TIMEOUTS }).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(3_000);
    });
  });

  it('recovers once the server answers again', async () => {
    await expect
      .poll(async () => (await timedGet('/api/health')).response.statusCode, { timeout: 10_000, interval: 200 })
      .toBe(200);
    const { response } = await timedGet('/api/designs');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(12);
  });
});
