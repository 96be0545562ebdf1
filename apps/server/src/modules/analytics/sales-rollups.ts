import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Fills the sales roll-ups (decision 058) anew from the paid orders, as migration 0033 did: for a bulk
 * load made with their triggers off (bench:staff), or to check them. Their triggers keep them after.
 */
export async function rebuildSalesRollups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`delete from sales_days`);
    await tx.execute(sql`delete from design_sales_days`);
    await tx.execute(sql`
      insert into sales_days (day, country, orders, revenue_cents)
      select (paid_at at time zone 'UTC')::date, coalesce(billing->>'country', ''), count(*), sum(total_cents - refunded_cents)
      from orders where status = 'paid' and paid_at is not null group by 1, 2`);
    await tx.execute(sql`
      insert into design_sales_days (day, design_id, orders, units, revenue_cents)
      select (o.paid_at at time zone 'UTC')::date, l.design_id, count(distinct o.id), sum(l.quantity), sum(l.line_total_cents)
      from orders o join order_lines l on l.order_id = o.id
      where o.status = 'paid' and o.paid_at is not null group by 1, 2`);
  });
}
