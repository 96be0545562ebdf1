import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { sendError } from './errors.ts';

export interface RateLimitRule {
  /** Names the bucket family, e.g. 'contact' or 'sign-in:client'. */
  name: string;
  /** Requests allowed per window */
  limit: number;
  windowMs: number;
}

export type RateLimitResult =
  | { allowed: true; remaining: number; count: number }
  | { allowed: false; retryAfterSeconds: number; count: number };

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one request for the key and says whether it may go ahead. */
  hit(key: string): Promise<RateLimitResult>;
  /** Takes one request back (it turned out not to count, e.g. a successful sign-in). */
  undo(key: string): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Injectable clock for tests; every process should share one (the database's time would do too). */
  now?: () => Date;
}

/**
 * The one rate limiter: fixed-window counters in the database (rate_limit_buckets), so every server
 * process sharing it enforces the same limit. A request is counted before it is served, in one atomic
 * upsert, so parallel requests can never all pass a check made before any of them counted.
 */
export function createRateLimiter(db: Database, rule: RateLimitRule, options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? (() => new Date());
  const bucketKey = (key: string) => `${rule.name}:${key}`;

  return {
    rule,
    async hit(key) {
      const at = now();
      const current = at.toISOString();
      const nextReset = new Date(at.getTime() + rule.windowMs);
      const expired = sql`${rateLimitBuckets.resetAt} <= ${current}::timestamptz`;
      const [bucket] = await db
        .insert(rateLimitBuckets)
        .values({ key: bucketKey(key), count: 1, resetAt: nextReset })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
          },
        })
        .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
      const count = bucket?.count ?? 1;
      if (count <= rule.limit) return { allowed: true, remaining: rule.limit - count, count };
      const waitMs = (bucket?.resetAt.getTime() ?? nextReset.getTime()) - at.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), count };
    },
    async undo(key) {
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
        .where(eq(rateLimitBuckets.key, bucketKey(key)));
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, bucketKey(key)));
    },
  };
}

/** Expired buckets are never read again; dropping them keeps the table as small as the live clients. */
export async function pruneRateLimitBuckets(db: Database, now: Date = new Date()): Promise<number> {
  const dropped = await db
    .delete(rateLimitBuckets)
    .where(lte(rateLimitBuckets.resetAt, now))
    .returning({ key: rateLimitBuckets.key });
  return dropped.length;
}

export const RATE_LIMITED_CODE = 'rate_limited';

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many requests. Please try again in ${wait}.`;
}

/** Answers 429 with a Retry-After header and the usual JSON error shape. */
export function sendRateLimited(reply: FastifyReply, retryAfterSeconds: number, message?: string) {
  reply.header('Retry-After', String(retryAfterSeconds));
  return sendError(reply, 429, RATE_LIMITED_CODE, message ?? rateLimitMessage(retryAfterSeconds));
}

/** Prunes expired buckets every `everyMs` in the background; returns the function that stops it. */
export function schedulePruning(db: Database, log: FastifyBaseLogger, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneRateLimitBuckets(db).catch((error: unknown) => log.warn({ err: error }, 'could not prune rate limit buckets'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
