// `npm run bench:staff`: fills a fresh database with 100,000 orders (20,000 customers) and prints what
// the staff order and customer lists, the order page, the search and the CSV export cost: median time
// over several runs and the response size. PGlite in memory by default; DATABASE_URL for PostgreSQL
// (an empty database: the script creates its own tables and rows).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { seedCatalog } from '../db/seed/index.ts';
import { loadEnv } from '../env.ts';
import { createStaffSession } from '../test/staff-session.ts';
import type { TestApp } from '../test/test-app.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 5));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const env = loadEnv({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-')),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
await seedCatalog(database.db);
const db = database.db;

let started = performance.now();
await db.execute(sql`
  insert into customers (id, email, name, country)
  select 'bench-c' || g, 'buyer' || g || '@example.com', 'Buyer ' || g, 'US' from generate_series(1, ${CUSTOMERS}) g`);
await db.execute(sql`
  insert into orders (id, number, access_token_hash, idempotency_key, customer_id, status, subtotal_cents,
    tax_rate_bp, tax_cents, total_cents, payment_provider, billing, licence_accepted_at, paid_at, created_at)
  select 'bench-o' || g, 'AP-B' || lpad((g / 10000)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'), md5(g::text),
    'bench-' || g, 'bench-c' || (1 + g % ${CUSTOMERS}),
    case when g % 10 = 0 then 'awaiting_payment' when g % 37 = 0 then 'cancelled' else 'paid' end,
    175000 + (g * 7919) % 475000, 0, 0, 175000 + (g * 7919) % 475000,
    case when g % 3 = 0 then 'manual' else 'stripe' end, '{}'::jsonb, now(),
    case when g % 10 = 0 or g % 37 = 0 then null else now() - g * interval '1 minute' end,
    now() - g * interval '1 minute'
  from generate_series(1, ${ORDERS}) g`);
await db.execute(sql`
  insert into order_lines (id, order_id, design_id, title, unit_price_cents, quantity, line_total_cents)
  select 'bench-l' || g, 'bench-o' || g, 'design-00' || (1 + g % 9), 'Bench design', 175000, 1, 175000
  from generate_series(1, ${ORDERS}) g`);
await db.execute(sql`
  insert into download_grants (id, order_id, design_id, uses, max_uses, expires_at)
  select 'bench-g' || id, id, 'design-001', 0, 5, now() + interval '30 days' from orders where status = 'paid'`);
await db.execute(sql`
  update customers set
    order_count = agg.n, paid_total_cents = agg.paid, last_order_at = agg.last
  from (select customer_id, count(*) n, coalesce(sum(total_cents) filter (where status = 'paid'), 0) paid,
          max(created_at) last from orders group by customer_id) agg
  where customers.id = agg.customer_id`);
await db.execute(sql`analyze`);
const fillSeconds = ((performance.now() - started) / 1000).toFixed(1);

const app = await buildApp({ env, database, serveFrontEnds: false });
await app.server.ready();
const session = await createStaffSession({ ...app, database, env } as TestApp, 'super_admin');

const cases: [string, string][] = [
  ['orders, page 1 (newest)', '/api/admin/orders'],
  ['orders, page 2,000', '/api/admin/orders?page=2000'],
  ['orders, sorted by total', '/api/admin/orders?sort=total&dir=desc'],
  ['orders, sorted by buyer', '/api/admin/orders?sort=buyer&dir=asc'],
  ['orders, awaiting payment', '/api/admin/orders?status=awaiting_payment'],
  ['orders, search e-mail', '/api/admin/orders?q=buyer1234%40'],
  ['orders, search number', '/api/admin/orders?q=AP-B005-05'],
  ['orders, one month', '/api/admin/orders?from=2026-01-01&to=2026-01-31'],
  ['order page', '/api/admin/orders/AP-B005-0500'],
  ['customers, by total spent', '/api/admin/customers?sort=spent&dir=desc'],
  ['customers, search', '/api/admin/customers?q=buyer77'],
  ['customer page', '/api/admin/customers/bench-c77'],
  ['top-bar search', '/api/admin/search?q=buyer1234'],
  ['badges', '/api/admin/badges'],
  ['CSV export (50,000 rows)', '/api/admin/orders/export.csv'],
];

console.log(
  `${ORDERS} orders, ${CUSTOMERS} customers on ${database.kind} (filled in ${fillSeconds} s); median of ${RUNS} runs\n`,
);
for (const [label, url] of cases) {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    const response = await app.server.inject({ method: 'GET', url, headers: session.headers });
    times.push(performance.now() - started);
    bytes = response.rawPayload.length;
    status = response.statusCode;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${label.padEnd(30)} ${String(status).padEnd(4)} ${median.toFixed(1).padStart(8)} ms ${(bytes / 1024).toFixed(1).padStart(9)} kB`,
  );
}
await app.server.close();
await database.close();
