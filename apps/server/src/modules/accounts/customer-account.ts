import type { CustomerAccount } from '@atelier/domain/customers';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountEvents, buyerAccounts } from '../../db/schema/index.ts';

/** The buyer account of an address as staff see it on the customer page: facts and counts, no secret. */
export async function customerAccount(db: Database, email: string): Promise<CustomerAccount | null> {
  const [account] = await db
    .select({
      id: buyerAccounts.id,
      openedAt: buyerAccounts.createdAt,
      lastSignedInAt: buyerAccounts.lastSignedInAt,
      // Qualified by hand: in a one-table select Drizzle writes a column as a bare "id", which inside the
      // subquery would name the counted table's own id (buyer_passkeys and saved_searches have one).
      passkeys: sql<number>`(select count(*)::int from buyer_passkeys p where p.account_id = buyer_accounts.id)`,
      savedSearches: sql<number>`(select count(*)::int from saved_searches s where s.account_id = buyer_accounts.id)`,
      favourites: sql<number>`(select count(*)::int from account_favourites f where f.account_id = buyer_accounts.id)`,
    })
    .from(buyerAccounts)
    .where(eq(buyerAccounts.email, email.toLowerCase()));
  if (!account) return null;
  const requests = await db
    .select({ kind: accountEvents.kind, at: accountEvents.at, staffUserId: accountEvents.staffUserId })
    .from(accountEvents)
    .where(eq(accountEvents.accountId, account.id))
    .orderBy(desc(accountEvents.at))
    .limit(50);
  return {
    openedAt: account.openedAt.toISOString(),
    lastSignedInAt: account.lastSignedInAt?.toISOString() ?? null,
    passkeys: account.passkeys,
    savedSearches: account.savedSearches,
    favourites: account.favourites,
    privacyRequests: requests.map((request) => ({
      kind: request.kind,
      at: request.at.toISOString(),
      byStaff: request.staffUserId !== null,
    })),
  };
}
