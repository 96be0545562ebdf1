// @postgres: raw SQL, concurrent requests.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { useTestApp } from '../../test/test-app.ts';
import { rebuildSalesRollups } from './sales-rollups.ts';

// The sales roll-ups (decision 058) are kept by triggers: after any mix of writes to orders and their
// lines (placed paid or not, paid later, refunded in part, cancelled, moved to another day or
// country, deleted), they must equal the same figures computed from the orders themselves.
const app = useTestApp();
const db = () => app.database.db;

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor(state / 65_536) % below;
  };
}

const rolledUp = () =>
  Promise.all([
    queryRows(
      db(),
      sql`select day::text, country, orders, revenue_cents::int as revenue from sales_days
      where orders <> 0 or revenue_cents <> 0 order by 1, 2`,
    ),
    queryRows(
      db(),
      sql`select day::text, design_id, orders, units, revenue_cents::int as revenue from design_sales_days
      where orders <> 0 or units <> 0 or revenue_cents <> 0 order by 1, 2`,
    ),
  ]);

describe('sales roll-ups', () => {
  it('equal the orders after any mix of writes', async () => {
    const next = random(2026);
    const days = ['2026-03-01 10:00+00', '2026-03-01 23:59:59.999999+00', '2026-03-02 00:00+00', '2026-04-15 12:00+00'];
    const countries = ['US', 'FR', null];
    const designs = ['design-001', 'design-002', 'design-003'];
    const live: string[] = [];
    await db().execute(
      sql`insert into customers (id, email, name) values ('ru-buyer', 'rollups@example.com', 'Roll Up')`,
    );
    for (let step = 0; step < 160; step++) {
      const action = live.length === 0 ? 0 : next(7);
      const id = live[next(Math.max(1, live.length))] ?? '';
      if (action <= 1) {
        // A new order, placed paid or awaiting payment, its lines in the same transaction or statement.
        const order = `ru-${step}`;
        const paid = next(2) === 0;
        const country = countries[next(3)];
        const billing = country ? { country } : {};
        const total = 1000 + next(50) * 100;
        await db().transaction(async (tx) => {
          await tx.execute(sql`insert into orders (id, number, access_token_hash, idempotency_key, customer_id, status,
              subtotal_cents, tax_rate_bp, tax_cents, total_cents, payment_provider, billing, licence_accepted_at, paid_at)
            values (${order}, ${`AP-RU${step}`}, 'h', ${order}, 'ru-buyer',
              ${paid ? 'paid' : 'awaiting_payment'}, ${total}, 0, 0, ${total}, 'manual', ${JSON.stringify(billing)}::jsonb, now(),
              ${paid ? days[next(4)] : null})`);
          const lines = 1 + next(3);
          for (let n = 0; n < lines; n++) {
            await tx.execute(sql`insert into order_lines (id, order_id, design_id, title, unit_price_cents, quantity, line_total_cents)
              values (${`${order}-${n}`}, ${order}, ${designs[next(3)]}, 'A design', 500, ${1 + next(2)}, ${500 + next(10) * 100})`);
          }
        });
        live.push(order);
      } else if (action === 2) {
        await db().execute(sql`update orders set status = 'paid', paid_at = ${days[next(4)]} where id = ${id}`);
      } else if (action === 3) {
        await db().execute(
          sql`update orders set refunded_cents = least(total_cents, refunded_cents + 300) where id = ${id}`,
        );
      } else if (action === 4) {
        await db().execute(
          sql`update orders set status = ${next(2) === 0 ? 'cancelled' : 'refunded'} where id = ${id}`,
        );
      } else if (action === 5) {
        await db().execute(
          sql`update orders set billing = ${JSON.stringify({ country: countries[next(2)] })}::jsonb where id = ${id}`,
        );
      } else {
        await db().execute(sql`delete from orders where id = ${id}`);
        live.splice(live.indexOf(id), 1);
      }
    }
    const kept = await rolledUp();
    expect(kept[0].length).toBeGreaterThan(3);
    // The same figures computed from the orders themselves.
    await rebuildSalesRollups(db());
    expect(kept).toEqual(await rolledUp());
  });
});
