import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Counting a code's uses exactly once (decision 049). The order statement takes a use with these two
 * parts: the first raises the code's count only while it is under its limit (and the code is running),
 * the second the buyer's only while under the limit per buyer. Each is one row update: concurrent
 * orders queue on the row and re-check the limit against the count the one before them left, so 50
 * orders racing for 10 uses leave exactly 10 with one. A part that returns no row makes the statement
 * refuse itself, undoing the order.
 */
export function promotionUseSql(from: string, values: { promotionId: SQL; email: SQL }): { code: SQL; buyer: SQL } {
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
    select promotion_use.id, ${values.email}, 1 from promotion_use
    on conflict (promotion_id, email) do update set uses = promotion_buyer_uses.uses + 1
      where promotion_buyer_uses.uses < coalesce(
        (select p.max_uses_per_buyer from promotions p where p.id = promotion_buyer_uses.promotion_id), 2147483647)
    returning uses`;
  return { code, buyer };
}

/** Gives back the use a cancelled order held, to the code and to its buyer. */
export async function releasePromotionUse(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`
    with released as (
      update promotions p set uses = greatest(p.uses - 1, 0), updated_at = now()
      from orders o
      where o.id = ${orderId} and p.id = o.promotion_id
      returning p.id, o.customer_id
    )
    update promotion_buyer_uses u set uses = greatest(u.uses - 1, 0)
    from released, customers c
    where c.id = released.customer_id and u.promotion_id = released.id and u.email = c.email`);
}
