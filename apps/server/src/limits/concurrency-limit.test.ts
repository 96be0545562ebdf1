// @postgres: concurrent requests.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { createConcurrencyLimiter, type Lease, type LeaseResult } from './concurrency-limit.ts';
import { pruneRateLimitBuckets } from './rate-limit.ts';

const app = useTestApp();

const leaseOf = (result: LeaseResult): Lease => {
  if (!result.allowed) throw new Error('expected a lease');
  return result.lease;
};

describe('database-backed concurrency limiter', () => {
  it('holds the limit per key until a lease is given back', async () => {
    const limiter = createConcurrencyLimiter(app.database.db, { name: 'held', limit: 2, leaseMs: 60_000 });
    const first = leaseOf(await limiter.acquire('10.0.0.1'));
    leaseOf(await limiter.acquire('10.0.0.1'));
    const refused = await limiter.acquire('10.0.0.1');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.acquire('10.0.0.2')).allowed).toBe(true);

    await first.release();
    await first.release();
    expect((await limiter.acquire('10.0.0.1')).allowed).toBe(true);
    expect((await limiter.acquire('10.0.0.1')).allowed).toBe(false);
  });

  it('keeps keys apart even where one begins with the other', async () => {
    const limiter = createConcurrencyLimiter(app.database.db, { name: 'prefix', limit: 1, leaseMs: 60_000 });
    expect((await limiter.acquire('::1:5')).allowed).toBe(true);
    expect((await limiter.acquire('::1')).allowed).toBe(true);
    expect((await limiter.acquire('::1')).allowed).toBe(false);
  });

  it('counts parallel acquires (as from several processes) exactly', async () => {
    const limiter = createConcurrencyLimiter(app.database.db, { name: 'burst', limit: 3, leaseMs: 60_000 });
    const other = createConcurrencyLimiter(app.database.db, { name: 'burst', limit: 3, leaseMs: 60_000 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 ? other : limiter).acquire('burst-client')),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('lets the leases of a process that died expire, while renewed ones stay', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const clock = () => now;
    const rule = { name: 'expiry', limit: 2, leaseMs: 60_000 };
    const dead = createConcurrencyLimiter(app.database.db, rule, { now: clock });
    const alive = createConcurrencyLimiter(app.database.db, rule, { now: clock });
    leaseOf(await dead.acquire('client'));
    const kept = leaseOf(await alive.acquire('client'));
    expect((await alive.acquire('client')).allowed).toBe(false);

    now = new Date(now.getTime() + 40_000);
    await kept.renew();
    now = new Date(now.getTime() + 30_000);
    // The dead process's lease ran out; the renewed one still counts.
    expect((await alive.acquire('client')).allowed).toBe(true);
    expect((await alive.acquire('client')).allowed).toBe(false);
    // Expired leases are pruned with the expired rate-limit buckets.
    expect(await pruneRateLimitBuckets(app.database.db, new Date(now.getTime() + 120_000))).toBeGreaterThan(0);
  });
});
