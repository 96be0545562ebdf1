import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitBuckets } from '../../db/schema/index.ts';

/** Failed sign-ins allowed per window, per client IP and per account (email). */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perIp: 20,
  perAccount: 5,
} as const;

/**
 * Fixed-window counters in the database, so every server process shares them.
 * Only failures are counted; a success clears the account's counter.
 */
export function createSignInLimiter(db: Database, now: () => Date) {
  const keys = (ip: string, email: string) => [`sign-in:ip:${ip}`, `sign-in:account:${email.toLowerCase()}`] as const;

  async function retryAfterSeconds(key: string, limit: number): Promise<number> {
    const [bucket] = await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    if (!bucket || bucket.count < limit) return 0;
    const remaining = bucket.resetAt.getTime() - now().getTime();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  async function hit(key: string) {
    const at = now();
    const current = at.toISOString();
    const nextReset = new Date(at.getTime() + SIGN_IN_LIMITS.windowMs).toISOString();
    const expired = sql`${rateLimitBuckets.resetAt} <= ${current}::timestamptz`;
    await db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, resetAt: new Date(nextReset) })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${nextReset}::timestamptz else ${rateLimitBuckets.resetAt} end`,
        },
      });
  }

  return {
    /** Seconds to wait before another attempt, or 0 when the attempt may go ahead. */
    async retryAfter(ip: string, email: string): Promise<number> {
      const [ipKey, accountKey] = keys(ip, email);
      const waits = await Promise.all([
        retryAfterSeconds(ipKey, SIGN_IN_LIMITS.perIp),
        retryAfterSeconds(accountKey, SIGN_IN_LIMITS.perAccount),
      ]);
      return Math.max(...waits);
    },
    async recordFailure(ip: string, email: string) {
      for (const key of keys(ip, email)) await hit(key);
    },
    async recordSuccess(email: string) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, keys('', email)[1]));
    },
  };
}
