// `npm run bench:staff`: fills a fresh database with 100,000 orders (20,000 customers; BENCH_ORDERS
// sets another size, a fifth as many customers) and prints what the staff order and customer lists,
// deep pages, the searches, the order page and the CSV export cost: p50 and p95 over BENCH_RUNS runs
// (40) and the response size, against the targets of decision 057. PGlite in memory by default; DATABASE_URL for PostgreSQL
// (an empty database: the script creates its own tables and rows).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { queryRows } from '../db/drizzle-adapter.ts';
import { seedCatalog } from '../db/seed/index.ts';
import { loadEnv } from '../env.ts';
import { rebuildSalesRollups } from '../modules/analytics/sales-rollups.ts';
import { createStaffSession } from '../test/staff-session.ts';
import type { TestApp } from '../test/test-app.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 5));
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const env = loadEnv({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-')),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
});
// Filling a million rows takes longer than the server lets a request's statement run.
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  timeouts: { statementMs: 600_000, queryReadMs: 600_000 },
});
await seedCatalog(database.db);
const db = database.db;

// Buyers with varied names and addresses, and order numbers shaped as the shop makes them ('AP-7K3Q-X9M2':
// random, then unique), so a search meets the spread of trigrams it would in a real shop.
const FIRST_NAMES =
  'Ada Ben Chloe Dan Eva Finn Grace Hugo Iris Jack Kate Leo Mia Noah Olga Paul Quinn Rosa Sam Tara Uma Victor Wendy Xavier Yara Zoe Amir Bea Carl Dora Emil Fay Gus Hana Ivan Jade Kurt Lena Milo Nina'.split(
    ' ',
  );
const LAST_NAMES =
  'Adams Baker Clarke Dubois Evans Fischer Garcia Hansen Ito Jensen Kowalski Larsen Moreau Nakamura Olsen Petrov Quist Rossi Schmidt Tanaka Ulrich Vargas Weber Young Zimmer Alvarez Brown Costa Dahl Eriksen Fontaine Gallo Horvat Ivanova Janssen Keller Lindqvist Meyer Novak Oliveira Park Quinlan Romano Silva Torres Urban Vidal Walsh Xu Yilmaz Zhang Andersen Becker Coleman Duarte Ebert Ferreira Grant Hoffmann Ibarra Jovanovic'.split(
    ' ',
  );
/** A constant list as an SQL array literal (drizzle would send a JavaScript array as a list of parameters). */
const namesFrom = (names: string[]) => sql.raw(`(array[${names.map((name) => `'${name}'`).join(', ')}])`);

let started = performance.now();
await db.transaction(async (tx) => {
  // A million rows at once: the sales roll-ups are filled once at the end, as their migration does,
  // rather than by their triggers row by row (a shop's orders come one at a time), and each order's
  // copy of its buyer's name and e-mail and its item count are made by the insert itself.
  await tx.execute(sql`alter table orders disable trigger user`);
  await tx.execute(sql`alter table order_lines disable trigger user`);
  await tx.execute(sql`
    insert into customers (id, email, name, country)
    select 'bench-c' || g, lower(first) || '.' || lower(last) || g || '@' || domain, first || ' ' || last, 'US'
    from generate_series(1, ${CUSTOMERS}) g,
      lateral (select ${namesFrom(FIRST_NAMES)}[1 + g % 40] first, ${namesFrom(LAST_NAMES)}[1 + (g / 40) % 60] last,
        (array['example.com', 'mail.example', 'studio.example', 'post.example', 'example.org'])[1 + g % 5] domain) n`);
  await tx.execute(sql`
    insert into orders (id, number, access_token_hash, idempotency_key, customer_id, status, subtotal_cents,
      tax_rate_bp, tax_cents, total_cents, payment_provider, billing, licence_accepted_at, paid_at, created_at,
      buyer_search, item_count)
    select 'bench-o' || g, 'AP-' || upper(substr(md5(g::text), 1, 3) || substr(lpad(to_hex(g), 5, '0'), 1, 1)) || '-'
      || upper(substr(lpad(to_hex(g), 5, '0'), 2, 4)), md5(g::text),
      'bench-' || g, 'bench-c' || (1 + g % ${CUSTOMERS}),
      case when g % 10 = 0 then 'awaiting_payment' when g % 37 = 0 then 'cancelled' else 'paid' end,
      175000 + (g::bigint * 7919) % 475000, 0, 0, 175000 + (g::bigint * 7919) % 475000,
      case when g % 3 = 0 then 'manual' else 'stripe' end, '{}'::jsonb, now(),
      case when g % 10 = 0 or g % 37 = 0 then null else now() - g * interval '1 minute' end,
      now() - g * interval '1 minute', buyer_search_text(c.name, c.email), 1
    from generate_series(1, ${ORDERS}) g join customers c on c.id = 'bench-c' || (1 + g % ${CUSTOMERS})
    order by g`);
  await tx.execute(sql`
    insert into order_lines (id, order_id, design_id, title, unit_price_cents, quantity, line_total_cents)
    select 'bench-l' || g, 'bench-o' || g, 'design-00' || (1 + g % 9), 'Bench design', 175000, 1, 175000
    from generate_series(1, ${ORDERS}) g`);
  await tx.execute(sql`
    insert into download_grants (id, order_id, design_id, uses, max_uses, expires_at)
    select 'bench-g' || id, id, 'design-001', 0, 5, now() + interval '30 days' from orders where status = 'paid'`);
  await tx.execute(sql`
    update customers set
      order_count = agg.n, paid_total_cents = agg.paid, last_order_at = agg.last
    from (select customer_id, count(*) n, coalesce(sum(total_cents) filter (where status = 'paid'), 0) paid,
            max(created_at) last from orders group by customer_id) agg
    where customers.id = agg.customer_id`);
});
// The state a running shop's tables are in (autovacuum): visibility map set, statistics fresh.
await rebuildSalesRollups(db);
await db.execute(sql`alter table orders enable trigger user`);
await db.execute(sql`alter table order_lines enable trigger user`);
await db.execute(sql`vacuum analyze`);
const fillSeconds = ((performance.now() - started) / 1000).toFixed(1);

const app = await buildApp({ env, database, serveFrontEnds: false });
await app.server.ready();
const session = await createStaffSession({ ...app, database, env } as TestApp, 'super_admin');

/** The cursor of the `position`-th row (from 0) of a list's order: where Next from the page before starts. */
async function cursorAt(keys: string, from: string, order: string, position: number): Promise<string> {
  const [row] = await queryRows<{ cursor: string }>(
    db,
    sql.raw(
      `select json_build_array(${keys})::text as cursor from ${from} order by ${order} offset ${position} limit 1`,
    ),
  );
  return Buffer.from(row?.cursor ?? '[]').toString('base64url');
}
// Page 2,000 of 25 rows: after row 49,975.
const deep = 2000;
const deepRow = (deep - 1) * 25 - 1;
const ordersAfter = await cursorAt('created_at, number', 'orders', 'created_at desc, number desc', deepRow);
const ordersByTotalAfter = await cursorAt('total_cents, number', 'orders', 'total_cents desc, number desc', deepRow);
const customersAfter = await cursorAt(
  "coalesce(last_order_at, '-infinity'::timestamptz), id",
  'customers',
  "coalesce(last_order_at, '-infinity'::timestamptz) desc, id desc",
  deepRow,
);

// What a member of staff would look up: an order in the middle of the history and its buyer.
const [sample] = await queryRows<{ number: string; email: string; customerId: string }>(
  db,
  sql`select o.number, c.email, c.id as "customerId" from orders o join customers c on c.id = o.customer_id
      where o.id = 'bench-o${sql.raw(String(Math.ceil(ORDERS / 2)))}'`,
);
if (!sample) throw new Error('no sample order');
const emailStart = encodeURIComponent(sample.email.slice(0, sample.email.indexOf('@') + 1));
const lastName = 'Kowalski';

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);

/** p95 targets in ms (decision 057); the typed-in deep page, the analytics (≤ 100 ms) and the CSV export (≤ 1 s) are reported. */
const TARGET = database.kind === 'postgres' ? 25 : 60;
const cases: [string, string, boolean][] = [
  ['orders, page 1 (newest)', '/api/admin/orders', true],
  [`orders, page ${deep} by Next`, `/api/admin/orders?page=${deep}&after=${ordersAfter}`, true],
  [`orders, page ${deep} typed in`, `/api/admin/orders?page=${deep}`, false],
  ['orders, sorted by total', '/api/admin/orders?sort=total&dir=desc', true],
  [
    `orders, by total, page ${deep}`,
    `/api/admin/orders?sort=total&dir=desc&page=${deep}&after=${ordersByTotalAfter}`,
    true,
  ],
  ['orders, sorted by buyer', '/api/admin/orders?sort=buyer&dir=asc', true],
  ['orders, awaiting payment', '/api/admin/orders?status=awaiting_payment', true],
  ['orders, search e-mail', `/api/admin/orders?q=${emailStart}`, true],
  ['orders, search number', `/api/admin/orders?q=${sample.number}`, true],
  ['orders, search number fragment', `/api/admin/orders?q=${sample.number.slice(-6)}`, true],
  ['orders, search name fragment', `/api/admin/orders?q=${lastName.slice(0, 5)}`, true],
  ['orders, one month', '/api/admin/orders?from=2026-01-01&to=2026-01-31', true],
  ['orders, delivery ready', '/api/admin/orders?delivery=ready', true],
  // No order of the bench's has been downloaded: the filter starts from the index of downloaded grants
  // and finds none (read per order, it took seconds at a million orders).
  ['orders, delivery downloaded (none)', '/api/admin/orders?delivery=downloaded', true],
  ['order page', `/api/admin/orders/${sample.number}`, true],
  ['customers, page 1 (last order)', '/api/admin/customers', true],
  [`customers, page ${deep} by Next`, `/api/admin/customers?page=${deep}&after=${customersAfter}`, true],
  ['customers, by total spent', '/api/admin/customers?sort=spent&dir=desc', true],
  ['customers, search e-mail', `/api/admin/customers?q=${emailStart}`, true],
  ['customers, search name fragment', `/api/admin/customers?q=${lastName.slice(1, 6)}`, true],
  ['customer page', `/api/admin/customers/${sample.customerId}`, true],
  ['top-bar search, e-mail', `/api/admin/search?q=${emailStart}`, true],
  ['top-bar search, number', `/api/admin/search?q=${sample.number.slice(-6)}`, true],
  ['badges', '/api/admin/badges', true],
  [`analytics, a year by day`, `/api/admin/analytics?from=${yearAgo}&to=${today}`, false],
  [`analytics, a year by month`, `/api/admin/analytics?from=${yearAgo}&to=${today}&interval=month`, false],
  ['CSV export (50,000 rows)', '/api/admin/orders/export.csv', false],
];

console.log(
  `${ORDERS} orders, ${CUSTOMERS} customers on ${database.kind} (filled in ${fillSeconds} s); ${RUNS} runs each; target p95 ≤ ${TARGET} ms (✗: missed)\n`,
);
console.log(
  `${'read'.padEnd(34)} ${'status'.padEnd(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'size'.padStart(10)}`,
);
for (const [label, url, judged] of cases) {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  // The export is slow and big: fewer runs.
  const runs = url.includes('export') ? Math.min(RUNS, 5) : RUNS;
  for (let run = 0; run < runs; run++) {
    started = performance.now();
    const response = await app.server.inject({ method: 'GET', url, headers: session.headers });
    times.push(performance.now() - started);
    bytes = response.rawPayload.length;
    status = response.statusCode;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  const miss = judged && at(0.95) > TARGET ? ' ✗' : '';
  console.log(
    `${label.padEnd(34)} ${String(status).padEnd(6)} ${at(0.5).toFixed(1).padStart(8)} ${at(0.95).toFixed(1).padStart(8)} ${`${(bytes / 1024).toFixed(1)} kB`.padStart(10)}${miss}`,
  );
}
await app.server.close();
await database.close();
