import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { sendError } from './errors.ts';

export interface RateLimitRule {
  /** Names the bucket family, e.g. 'contact' or 'chat'. */
  name: string;
  /** Requests allowed per window */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one request for the client and says whether it may go ahead. */
  hit(clientKey: string): Promise<RateLimitResult>;
}

/**
 * Fixed-window counters kept in the database (rate_limit_buckets), so every server process sharing
 * the database enforces the same limit. One atomic upsert per request: a new or expired bucket
 * starts again at 1, otherwise the count goes up.
 */
export function createRateLimiter(db: Database, rule: RateLimitRule): RateLimiter {
  return {
    rule,
    async hit(clientKey) {
      const key = `${rule.name}:${clientKey}`;
      const windowSeconds = rule.windowMs / 1000;
      const resetAt = sql`now() + make_interval(secs => ${windowSeconds})`;
      const expired = sql`${rateLimitBuckets.resetAt} <= now()`;
      const [bucket] = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
          },
        })
        .returning({
          count: rateLimitBuckets.count,
          retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now()))))::int`,
        });
      if (!bucket) return { allowed: true, remaining: rule.limit - 1 };
      if (bucket.count > rule.limit) return { allowed: false, retryAfterSeconds: Number(bucket.retryAfter) };
      return { allowed: true, remaining: rule.limit - bucket.count };
    },
  };
}

export const RATE_LIMITED_CODE = 'rate_limited';

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many requests. Please try again in ${wait}.`;
}

/** Answers 429 with a Retry-After header and the usual JSON error shape. */
export function sendRateLimited(reply: FastifyReply, retryAfterSeconds: number) {
  reply.header('Retry-After', String(retryAfterSeconds));
  return sendError(reply, 429, RATE_LIMITED_CODE, rateLimitMessage(retryAfterSeconds));
}

/**
 * preHandler limiting a route per client IP.
 * Usage: app.post('/api/x', { preHandler: rateLimit(limiter) }, handler)
 */
export function rateLimit(limiter: RateLimiter, keyOf: (request: FastifyRequest) => string = (request) => request.ip) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter.hit(keyOf(request));
    if (!result.allowed) return sendRateLimited(reply, result.retryAfterSeconds);
  };
}
