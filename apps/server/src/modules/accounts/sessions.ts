import { randomBytes, randomUUID } from 'node:crypto';
import { eq, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buyerAccounts, buyerSessions } from '../../db/schema/index.ts';
import { hashToken } from '../auth/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A buyer stays signed in on a device they use at least monthly, for half a year at most. */
export const BUYER_SESSION_POLICY = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 180 * DAY_MS,
  /** Sliding the idle expiry writes at most this often per session. */
  touchEveryMs: 60 * 60 * 1000,
} as const;

export interface BuyerSession {
  accountId: string;
  email: string;
}

export interface OpenedSession {
  accountId: string;
  token: string;
  maxAgeSeconds: number;
}

/** Where a sign-in came from, kept with the session. */
export interface SessionOrigin {
  ip: string;
  userAgent?: string | undefined;
}

/**
 * Starts a session for the address (making its account on first sign-in). `replacing` is the token the
 * browser held before, ended here: a sign-in always gets a new token.
 */
export async function openBuyerSession(
  db: Database,
  email: string,
  origin: SessionOrigin,
  at: Date,
  replacing?: string,
): Promise<OpenedSession> {
  const [account] = await db
    .insert(buyerAccounts)
    .values({ id: randomUUID(), email, createdAt: at, lastSignedInAt: at })
    .onConflictDoUpdate({ target: buyerAccounts.email, set: { lastSignedInAt: at } })
    .returning({ id: buyerAccounts.id });
  if (!account) throw new Error('The buyer account was not created.');
  // Abandoned sessions are never looked up again; a sign-in is a cheap moment to drop the expired ones.
  await db
    .delete(buyerSessions)
    .where(
      or(
        lte(buyerSessions.idleExpiresAt, at),
        lte(buyerSessions.absoluteExpiresAt, at),
        replacing ? eq(buyerSessions.tokenHash, hashToken(replacing)) : sql`false`,
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(buyerSessions).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    createdAt: at,
    lastSeenAt: at,
    idleExpiresAt: new Date(at.getTime() + BUYER_SESSION_POLICY.idleMs),
    absoluteExpiresAt: new Date(at.getTime() + BUYER_SESSION_POLICY.absoluteMs),
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
  });
  return { accountId: account.id, token, maxAgeSeconds: BUYER_SESSION_POLICY.absoluteMs / 1000 };
}

/** The session behind a cookie token, or null when it is unknown or expired; a visit slides its idle expiry. */
export async function findBuyerSession(db: Database, token: string, at: Date): Promise<BuyerSession | null> {
  const tokenHash = hashToken(token);
  const [found] = await db
    .select({ session: buyerSessions, email: buyerAccounts.email })
    .from(buyerSessions)
    .innerJoin(buyerAccounts, eq(buyerAccounts.id, buyerSessions.accountId))
    .where(eq(buyerSessions.tokenHash, tokenHash));
  if (!found) return null;
  const { session, email } = found;
  if (session.idleExpiresAt <= at || session.absoluteExpiresAt <= at) {
    await db.delete(buyerSessions).where(eq(buyerSessions.tokenHash, tokenHash));
    return null;
  }
  if (at.getTime() - session.lastSeenAt.getTime() >= BUYER_SESSION_POLICY.touchEveryMs) {
    const idle = Math.min(at.getTime() + BUYER_SESSION_POLICY.idleMs, session.absoluteExpiresAt.getTime());
    await db
      .update(buyerSessions)
      .set({ lastSeenAt: at, idleExpiresAt: new Date(idle) })
      .where(eq(buyerSessions.tokenHash, tokenHash));
  }
  return { accountId: session.accountId, email };
}

export async function endBuyerSession(db: Database, token: string): Promise<void> {
  await db.delete(buyerSessions).where(eq(buyerSessions.tokenHash, hashToken(token)));
}

/** "Sign out everywhere": every device of the account. */
export async function endAllBuyerSessions(db: Database, accountId: string): Promise<number> {
  const ended = await db
    .delete(buyerSessions)
    .where(eq(buyerSessions.accountId, accountId))
    .returning({ tokenHash: buyerSessions.tokenHash });
  return ended.length;
}
