import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/drizzle-adapter.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { secondsUntil } from './rate-limit.ts';

export interface ConcurrencyRule {
  /** Names the family of leases, e.g. 'public-event-streams'. */
  name: string;
  /** Leases a key may hold at once. */
  limit: number;
  /** How long a lease lives unless renewed: a lease of a process that died ends by itself. */
  leaseMs: number;
}

export interface Lease {
  /** Keeps the lease for another `leaseMs` (call it well within that, e.g. on each heartbeat). */
  renew(): Promise<void>;
  /** Gives the lease back; safe to call more than once. */
  release(): Promise<void>;
}

export type LeaseResult = { allowed: true; lease: Lease } | { allowed: false; retryAfterSeconds: number };

export interface ConcurrencyLimiter {
  readonly rule: ConcurrencyRule;
  /** Takes one of the key's `limit` leases, or says how long until one may free up. */
  acquire(key: string): Promise<LeaseResult>;
}

/**
 * A cap on what a key (a client address) holds open at once, such as event streams, shared by every
 * server process. Each lease is a row of rate_limit_buckets, `<name>:<key>:<lease id>`, whose reset_at
 * is its expiry: released on close, renewed while open, and pruned with the expired buckets. Rows
 * rather than one counter, so that a process that dies without releasing leaves leases that simply
 * expire instead of a count that stays too high. Taking a lease locks the key's own row
 * (`<name>:<key>`) first, so parallel opens from any process are counted one after the other.
 */
export function createConcurrencyLimiter(
  db: Database,
  rule: ConcurrencyRule,
  options: { now?: () => Date } = {},
): ConcurrencyLimiter {
  const now = options.now ?? (() => new Date());
  // Encoded, so a key never contains the ':' that ends it (`::1` would otherwise prefix `::1:5`).
  const keyRow = (key: string) => `${rule.name}:${encodeURIComponent(key)}`;
  const expiry = (at: Date) => new Date(at.getTime() + rule.leaseMs);

  return {
    rule,
    async acquire(key) {
      const at = now();
      const prefix = `${keyRow(key)}:`;
      const leaseKey = `${prefix}${randomUUID()}`;
      const refused = await db.transaction(async (tx) => {
        await tx
          .insert(rateLimitBuckets)
          .values({ key: keyRow(key), count: 0, resetAt: expiry(at) })
          .onConflictDoUpdate({ target: rateLimitBuckets.key, set: { resetAt: expiry(at) } });
        const [held] = await queryRows<{ count: number; soonestMs: number | null }>(
          tx,
          sql`select count(*)::int as count, (extract(epoch from min(reset_at)) * 1000)::float8 as "soonestMs"
            from rate_limit_buckets where starts_with(key, ${prefix}) and reset_at > ${at.toISOString()}::timestamptz`,
        );
        if ((held?.count ?? 0) >= rule.limit) return { soonestMs: held?.soonestMs ?? at.getTime() + rule.leaseMs };
        await tx.insert(rateLimitBuckets).values({ key: leaseKey, count: 1, resetAt: expiry(at) });
        return null;
      });
      if (refused) return { allowed: false, retryAfterSeconds: secondsUntil(refused.soonestMs, at) };
      let released = false;
      return {
        allowed: true,
        lease: {
          async renew() {
            if (released) return;
            await db
              .update(rateLimitBuckets)
              .set({ resetAt: expiry(now()) })
              .where(eq(rateLimitBuckets.key, leaseKey));
          },
          async release() {
            if (released) return;
            released = true;
            await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, leaseKey));
          },
        },
      };
    },
  };
}
