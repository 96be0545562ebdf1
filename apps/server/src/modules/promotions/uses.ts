import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { recipientKey } from '../email/recipient-key.ts';

/**
 * Whose uses a code's limit per buyer counts (`promotion_buyer_uses.email`): the mailbox, not the
 * spelling, as the checkout limits count it. `a@x.com`, `a+1@x.com` and `A+2@X.com` are one buyer.
 */
export const promotionBuyerKey = (email: string): string => recipientKey(email);

/**
 * Counting a code's uses exactly once (decision 049). The order statement takes a use with these two
 * parts: the first raises the code's count only while it is under its limit (and the code is running),
 * the second the buyer's only while under the limit per buyer. Each is one row update: concurrent
 * orders queue on the row and re-check the limit against the count the one before them left, so 50
 * orders racing for 10 uses leave exactly 10 with one. A part that returns no row makes the statement
 * refuse itself, undoing the order. `buyerKey` is the buyer's `promotionBuyerKey`.
 */
export function promotionUseSql(from: string, values: { promotionId: SQL; buyerKey: SQL }): { code: SQL; buyer: SQL } {
  const code = sql`
    update promotions set uses = uses + 1, updated_at = now()
    where id = ${values.promotionId} and exists (select 1 from ${sql.raw(from)})
      and paused_at is null
      and (max_uses is null or uses < max_uses)
      and (starts_at is null or starts_at <= now())
      and (ends_at is null or ends_at > now())
    returning id, max_uses_per_buyer`;
  const buyer = sql`
    insert into promotion_buyer_uses (promotion_id, email, uses)
    select promotion_use.id, ${values.buyerKey}, 1 from promotion_use
    on conflict (promotion_id, email) do update set uses = promotion_buyer_uses.uses + 1
      where promotion_buyer_uses.uses < coalesce(
        (select p.max_uses_per_buyer from promotions p where p.id = promotion_buyer_uses.promotion_id), 2147483647)
    returning uses`;
  return { code, buyer };
}

/**
 * Gives back the use a cancelled order held, to the code and to its buyer (by the key its customer's
 * address has now: a deleted account's anonymised orders give back only the code's).
 */
export async function releasePromotionUse(tx: Database, orderId: string): Promise<void> {
  const codeReleased = sql`
    update promotions p set uses = greatest(p.uses - 1, 0), updated_at = now()
    from orders o join customers c on c.id = o.customer_id
    where o.id = ${orderId} and p.id = o.promotion_id
    returning p.id, c.email`;
  const [released] = await queryRows<{ id: string; email: string }>(tx, codeReleased);
  if (!released) return;
  await tx.execute(sql`
    update promotion_buyer_uses set uses = greatest(uses - 1, 0)
    where promotion_id = ${released.id} and email = ${promotionBuyerKey(released.email)}`);
}
