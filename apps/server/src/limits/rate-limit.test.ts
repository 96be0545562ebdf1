// @postgres: raw SQL, concurrent requests.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { useTestApp } from '../test/test-app.ts';
import { createRateLimiter, pruneRateLimitBuckets } from './rate-limit.ts';

const app = useTestApp();

describe('database-backed rate limiter', () => {
  it('allows the limit, then refuses with a retry time, per client', async () => {
    const limiter = createRateLimiter(app.database.db, { name: 'test', limit: 3, windowMs: 60_000 });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('10.0.0.1'));
    expect(results.slice(0, 3).map((result) => result.allowed)).toEqual([true, true, true]);
    expect(results[0]).toEqual({ allowed: true, remaining: 2, count: 1 });
    const refused = results[3];
    expect(refused?.allowed).toBe(false);
    if (refused && !refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect((await limiter.hit('10.0.0.2')).allowed).toBe(true);
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = createRateLimiter(app.database.db, { name: 'short', limit: 1, windowMs: 200 });
    expect((await limiter.hit('client')).allowed).toBe(true);
    expect((await limiter.hit('client')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await limiter.hit('client')).toEqual({ allowed: true, remaining: 0, count: 1 });
  });

  it('counts concurrent hits exactly once each', async () => {
    const limiter = createRateLimiter(app.database.db, { name: 'burst', limit: 5, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('burst-client')));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('prunes expired buckets and keeps live ones', async () => {
    const limiter = createRateLimiter(app.database.db, { name: 'prune', limit: 5, windowMs: 60_000 });
    for (let client = 0; client < 30; client++) await limiter.hit(`old-${client}`);
    await app.database.db.execute(
      sql`update rate_limit_buckets set reset_at = now() - interval '1 second' where key like 'prune:old-%'`,
    );
    await limiter.hit('live');
    expect(await pruneRateLimitBuckets(app.database.db)).toBeGreaterThanOrEqual(30);
    const left = await app.database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(left.map((row) => row.key)).toContain('prune:live');
    expect(left.some((row) => row.key.startsWith('prune:old-'))).toBe(false);
    expect((await limiter.hit('live')).count).toBe(2);
  });
});
