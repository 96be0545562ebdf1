import { eq, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/drizzle-adapter.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';

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

/** One request to count: `key` (a client address, an e-mail address, …) under `rule`. */
export interface Hit {
  rule: RateLimitRule;
  key: string;
}

/** A bucket as `countHits` leaves it. */
export interface BucketCount {
  key: string;
  count: number;
  /** When its window ends, in epoch milliseconds. */
  resetMs: number;
}

const bucketKey = (hit: Hit) => `${hit.rule.name}:${hit.key}`;

/**
 * What `countHits` counts: the buckets' keys, the end of a window each would start, and the time of
 * counting. Values (`hitsValues`), or placeholders of a statement built once.
 */
export interface HitsParams {
  keys: unknown;
  resetsAt: unknown;
  at: unknown;
}

/** The values of `HitsParams` for `hits` counted at `at`. */
export function hitsValues(hits: readonly Hit[], at: Date): { keys: string[]; resetsAt: string[]; at: string } {
  return {
    keys: hits.map(bucketKey),
    resetsAt: hits.map((hit) => new Date(at.getTime() + hit.rule.windowMs).toISOString()),
    at: at.toISOString(),
  };
}

/**
 * The one upsert that counts requests: each hit adds one to its bucket, or starts a new window where
 * the old one has run out; returns the buckets (`BucketCount`). `onlyIf` (a condition) lets a larger
 * statement count only when it did what is being limited, e.g. inserted an order.
 */
export function countHits(hits: HitsParams, onlyIf: SQL = sql`true`): SQL {
  const expired = sql`rate_limit_buckets.reset_at <= ${sql.param(hits.at)}::timestamptz`;
  return sql`insert into rate_limit_buckets (key, count, reset_at)
    select hit.key, 1, hit.reset_at
    from unnest(${sql.param(hits.keys)}::text[], ${sql.param(hits.resetsAt)}::timestamptz[]) as hit (key, reset_at)
    where ${onlyIf}
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when ${expired} then excluded.reset_at else rate_limit_buckets.reset_at end
    returning key, count, (extract(epoch from reset_at) * 1000)::float8 as "resetMs"`;
}

/** Whether the request that left `bucket` as it is may go ahead (a missing bucket counts one). */
export function verdict(hit: Hit, bucket: BucketCount | undefined, at: Date): RateLimitResult {
  const count = bucket?.count ?? 1;
  if (count <= hit.rule.limit) return { allowed: true, remaining: hit.rule.limit - count, count };
  const resetMs = bucket?.resetMs ?? at.getTime() + hit.rule.windowMs;
  return { allowed: false, retryAfterSeconds: secondsUntil(resetMs, at), count };
}

/** Whole seconds from `at` until a window ending at `resetMs` (epoch milliseconds) ends; at least one. */
export function secondsUntil(resetMs: number, at: Date): number {
  return Math.max(1, Math.ceil((resetMs - at.getTime()) / 1000));
}

/**
 * The one rate limiter: fixed-window counters in the database (rate_limit_buckets), so every server
 * process sharing it enforces the same limit. A request is counted before it is served, in one atomic
 * upsert, so parallel requests can never all pass a check made before any of them counted.
 */
export function createRateLimiter(db: Database, rule: RateLimitRule, options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? (() => new Date());

  return {
    rule,
    async hit(key) {
      const at = now();
      const [bucket] = await queryRows<BucketCount>(db, countHits(hitsValues([{ rule, key }], at)));
      return verdict({ rule, key }, bucket, at);
    },
    async undo(key) {
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
        .where(eq(rateLimitBuckets.key, bucketKey({ rule, key })));
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, bucketKey({ rule, key })));
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

/** Prunes expired buckets every `everyMs` in the background; returns the function that stops it. */
export function schedulePruning(db: Database, log: FastifyBaseLogger, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneRateLimitBuckets(db).catch((error: unknown) => log.warn({ err: error }, 'could not prune rate limit buckets'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
