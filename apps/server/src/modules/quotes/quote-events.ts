import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quoteEvents, quotes } from '../../db/schema/index.ts';

/** Who took a step of a quote: a staff member's name, the buyer, or nobody named (a payment). */
export const BUYER_ACTOR = 'Buyer';

/** Adds a step to the quote's history and marks the quote changed; part of the step's transaction. */
export async function recordQuoteEvent(
  tx: Database,
  quoteId: string,
  kind: string,
  summary: string,
  { actor = null, comment = null }: { actor?: string | null; comment?: string | null } = {},
): Promise<void> {
  await tx.insert(quoteEvents).values({ quoteId, kind, summary, actor, comment: comment || null });
  await tx.update(quotes).set({ updatedAt: sql`now()` }).where(eq(quotes.id, quoteId));
}
