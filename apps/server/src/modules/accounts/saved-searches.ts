import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type AccountSavedSearch, SAVED_SEARCH_LIMIT } from '@atelier/domain/account';
import { saveSearchSchema } from '@atelier/domain/account-schemas';
import { marketplaceSearch, parseMarketplaceParams } from '@atelier/domain/catalog';
import { DomainError } from '@atelier/domain/domain-error';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';

// "Alert me" (decision 044): a buyer saves a marketplace search; the designs published since it was
// last checked are e-mailed in a daily digest (saved-search-digest.ts).

/** The search a saved search keeps: the canonical filters, without the page or the order. */
export function canonicalSearch(search: string): string {
  const query = parseMarketplaceParams(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
  return marketplaceSearch({ ...query, page: 1, sort: 'popular' });
}

/** The secret of an account's unsubscribe link: derived, so nothing is stored and no link expires. */
export const unsubscribeToken = (secret: string, accountId: string) =>
  createHmac('sha256', secret).update(`saved-search-unsubscribe:${accountId}`).digest('base64url');

export function isUnsubscribeToken(secret: string, accountId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, accountId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const listed = (row: typeof savedSearches.$inferSelect): AccountSavedSearch => ({
  id: row.id,
  search: row.search,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
});

export function createSavedSearches(db: Database, now: () => Date) {
  return {
    async list(accountId: string): Promise<AccountSavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.accountId, accountId))
        .orderBy(asc(savedSearches.createdAt));
      return rows.map(listed);
    },

    /** Saves the search (the same search twice is one); from now on only newer designs are news. */
    async save(accountId: string, raw: z.input<typeof saveSearchSchema>): Promise<AccountSavedSearch> {
      const parsed = saveSearchSchema.safeParse(raw);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'This search could not be saved.';
        throw new DomainError('invalid', 'invalid_search', message);
      }
      const input = parsed.data;
      const search = canonicalSearch(input.search);
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(savedSearches)
          .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.search, search)));
        if (existing) return listed(existing);
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(savedSearches)
          .where(eq(savedSearches.accountId, accountId));
        if (total >= SAVED_SEARCH_LIMIT) {
          throw new DomainError(
            'conflict',
            'saved_search_limit',
            `You can keep ${SAVED_SEARCH_LIMIT} search alerts at most. Stop one on your account page first.`,
          );
        }
        const at = now();
        const [row] = await tx
          .insert(savedSearches)
          .values({ id: randomUUID(), accountId, search, label: input.label, createdAt: at, checkedAt: at })
          .returning();
        if (!row) throw new Error('The saved search was not kept.');
        return listed(row);
      });
    },

    /** Stops one alert of the account; another account's id changes nothing. */
    async remove(accountId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
        .returning({ id: savedSearches.id });
      return removed.length === 1;
    },

    /** The e-mail's one-click unsubscribe: every alert of the account stops. */
    async removeAll(accountId: string): Promise<number> {
      const removed = await db
        .delete(savedSearches)
        .where(eq(savedSearches.accountId, accountId))
        .returning({ id: savedSearches.id });
      return removed.length;
    },
  };
}
