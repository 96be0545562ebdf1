import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountFavourites, designs } from '../../db/schema/index.ts';

// The favourites an account keeps (decision 044). The browser's favourites cookie stays each device's
// working list; it merges into the account at sign-in, and a signed-in buyer's changes are saved here.

/** The account's favourites, oldest first (the order they were saved in). */
export async function accountFavouriteIds(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ designId: accountFavourites.designId })
    .from(accountFavourites)
    .where(eq(accountFavourites.accountId, accountId))
    .orderBy(asc(accountFavourites.addedAt), asc(accountFavourites.designId));
  return rows.map((row) => row.designId);
}

/** Adds the designs (those that exist) the account does not keep yet. */
async function addFavourites(db: Database, accountId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    insert into ${accountFavourites} (account_id, design_id, added_at)
    select ${accountId}, d.id, now() + (array_position(${sql.param([...ids])}::text[], d.id) * interval '1 microsecond')
    from ${designs} d where d.id = any(${sql.param([...ids])}::text[])
    on conflict do nothing`);
}

/** Sign-in: the device's list joins the account's; the union, which the device then keeps. */
export async function mergeFavourites(db: Database, accountId: string, ids: readonly string[]): Promise<string[]> {
  await addFavourites(db, accountId, ids);
  return accountFavouriteIds(db, accountId);
}

/** A signed-in buyer changed their list on this device: the account keeps exactly this list. */
export async function replaceFavourites(db: Database, accountId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(accountFavourites)
      .where(
        and(
          eq(accountFavourites.accountId, accountId),
          ids.length > 0 ? notInArray(accountFavourites.designId, [...ids]) : undefined,
        ),
      );
    await addFavourites(tx, accountId, ids);
  });
}
