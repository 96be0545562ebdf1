// @postgres: raw SQL.
import { STAFF_ORDER_SORTS, staffOrderListQuerySchema } from '@atelier/domain';
import { SEARCH_COUNT_CAP } from '@atelier/domain/staff-list';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countUpTo, keysetPage } from '../../db/keyset.ts';
import { customers } from '../../db/schema/index.ts';
import { staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { exportOrderRows } from './order-list.ts';

// The order and customer lists page by cursor (decision 057). 60 orders of 12 buyers, with ties in
// every sort column (timestamps a microsecond apart among them, which a JavaScript date cannot tell
// apart), are walked forward with Next and back with Previous in every sort and direction: every walk
// must list each row once, in the database's order.
const app = useTestApp();
let sales: StaffSession;
const ORDERS = 60;
const BUYERS = 12;

beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
  await app.database.db.execute(sql`
    insert into customers (id, email, name, country, order_count, paid_total_cents, last_order_at)
    select 'kc-' || g, 'keyset' || g || '@example.com', 'Keyset Buyer ' || (g % 5), 'US', g % 3, (g % 4) * 1000,
      case when g % 4 = 0 then null else timestamp '2026-03-01 10:00:00.000001+00' + (g % 2) * interval '1 microsecond' end
    from generate_series(1, ${BUYERS}) g`);
  await app.database.db.execute(sql`
    insert into orders (id, number, access_token_hash, idempotency_key, customer_id, status, subtotal_cents,
      tax_rate_bp, tax_cents, total_cents, payment_provider, billing, licence_accepted_at, created_at)
    select 'ko-' || g, 'AP-K' || lpad(g::text, 4, '0'), md5(g::text), 'keyset-' || g, 'kc-' || (1 + g % ${BUYERS}),
      case when g % 3 = 0 then 'awaiting_payment' else 'paid' end, 100000 + (g % 7) * 100, 0, 0,
      100000 + (g % 7) * 100, 'manual', '{}'::jsonb, now(),
      timestamp '2026-02-01 12:00:00.000001+00' + (g % 9) * interval '1 microsecond'
    from generate_series(1, ${ORDERS}) g`);
});

const get = async (url: string) => {
  const response = await staffInject(app, sales, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

interface Page {
  total: number;
  page: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

/** Every row from page 1 by Next, then every row from the last page by Previous. */
async function walk(base: string, rowsOf: (page: Page) => string[]) {
  const pages: Page[] = [await get(base)];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) {
    pages.push(await get(`${base}&page=${last.page + 1}&after=${last.nextCursor}`));
  }
  const forward = pages.flatMap(rowsOf);
  const back = [pages.at(-1) as Page];
  for (let first = back[0]; first?.previousCursor; first = back[0]) {
    back.unshift(await get(`${base}&page=${first.page - 1}&before=${first.previousCursor}`));
  }
  expect(back.map((page) => page.page)).toEqual(pages.map((page) => page.page));
  return { forward, backward: back.flatMap(rowsOf) };
}

describe('keyset pages', () => {
  it('walk every order sort both ways, each order once, in the order of a page number', async () => {
    const numbers = (page: Page) => (page as unknown as { orders: { number: string }[] }).orders.map((o) => o.number);
    for (const sort of STAFF_ORDER_SORTS) {
      for (const dir of ['asc', 'desc']) {
        const base = `/api/admin/orders?q=AP-K&sort=${sort}&dir=${dir}`;
        const { forward, backward } = await walk(base, numbers);
        expect(forward, `${sort} ${dir}`).toHaveLength(ORDERS);
        expect(new Set(forward).size, `${sort} ${dir}`).toBe(ORDERS);
        expect(backward, `${sort} ${dir}`).toEqual(forward);
        // The same rows as page numbers (offsets) give.
        const byNumber = [];
        for (let page = 1; page <= 3; page++) byNumber.push(...numbers(await get(`${base}&page=${page}`)));
        expect(byNumber, `${sort} ${dir}`).toEqual(forward);
      }
    }
  });

  it('walk every customer sort both ways, customers who never ordered last', async () => {
    const ids = (page: Page) => (page as unknown as { customers: { id: string }[] }).customers.map((c) => c.id);
    const people = [];
    for (let n = 0; n < 30; n++) people.push(`('kp-${n}', 'pager${n}@example.com', 'Pager ${n % 4}', ${n % 3})`);
    await app.database.db.execute(
      sql.raw(`insert into customers (id, email, name, order_count) values ${people.join(', ')}`),
    );
    await app.database.db.execute(
      sql`update customers set last_order_at = timestamp '2026-01-01 00:00:00.000001+00' + (substr(id, 4)::int % 3) * interval '1 microsecond' where id like 'kp-%' and substr(id, 4)::int % 5 <> 0`,
    );
    for (const sort of ['name', 'email', 'orders', 'spent', 'lastOrder']) {
      for (const dir of ['asc', 'desc']) {
        const { forward, backward } = await walk(`/api/admin/customers?q=pager&sort=${sort}&dir=${dir}`, ids);
        expect(new Set(forward).size, `${sort} ${dir}`).toBe(30);
        expect(backward, `${sort} ${dir}`).toEqual(forward);
        if (sort === 'lastOrder') {
          const never = forward.filter((id) => Number(id.slice(3)) % 5 === 0);
          expect(forward.slice(-never.length), dir).toEqual(never);
        }
      }
    }
  });

  it('export every order in chunks past the last one sent, in the list order', async () => {
    for (const sort of STAFF_ORDER_SORTS) {
      const query = staffOrderListQuerySchema.parse({ q: 'AP-K', sort, dir: 'desc' });
      const exported = [];
      for await (const rows of exportOrderRows(app.database.db, query, 7))
        exported.push(...rows.map((row) => row.number));
      const listed = [];
      for (let page = 1; page <= 3; page++) {
        const body = await get(`/api/admin/orders?q=AP-K&sort=${sort}&dir=desc&page=${page}`);
        listed.push(...body.orders.map((row: { number: string }) => row.number));
      }
      expect(exported, sort).toEqual(listed);
    }
  });

  it('refuses a forged or damaged page link with a 400', async () => {
    for (const cursor of [
      'not*base64',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('{').toString('base64url'),
    ]) {
      const response = await staffInject(app, sales, 'GET', `/api/admin/orders?page=2&after=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      // A malformed one fails the query's check (fields.after), a forged one the cursor's reading.
      expect(response.body).toContain('This page link is not valid');
    }
  });

  it('counts up to the cap and then says there are more', async () => {
    expect(await countUpTo(app.database.db, customers, sql`${customers.id} like 'kc-%'`, 5)).toBe(5);
    const list = {
      keys: [customers.id],
      direction: 'asc' as const,
      read: (
        condition: ReturnType<typeof sql> | undefined,
        orderBy: ReturnType<typeof sql>[],
        limit: number,
        offset: number,
      ) =>
        app.database.db
          .select({ id: customers.id, cursor: sql<string>`json_build_array(${customers.id})::text` })
          .from(customers)
          .where(condition ? sql`${customers.id} like 'kc-%' and ${condition}` : sql`${customers.id} like 'kc-%'`)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: (limit: number) => countUpTo(app.database.db, customers, sql`${customers.id} like 'kc-%'`, limit),
    };
    const first = await keysetPage(list, { page: 1 }, 5, 8);
    expect(first).toMatchObject({ total: 8, totalCapped: true, page: 1, pageCount: 2 });
    const third = await keysetPage(list, { page: 3 }, 5, 8);
    expect(third.rows).toHaveLength(2);
    expect(third).toMatchObject({ page: 3, pageCount: 3, nextCursor: null });
    const exact = await keysetPage(list, { page: 1 }, 5, 20);
    expect(exact).toMatchObject({ total: BUYERS, totalCapped: false, pageCount: 3 });
  });

  it("find orders by their buyer's current name and e-mail, and count a search up to SEARCH_COUNT_CAP", async () => {
    const db = app.database.db;
    await db.execute(sql`
      insert into customers (id, email, name, country) values ('ks-1', 'quill.searcher@example.com', 'Quill Searcher', 'US')`);
    await db.execute(sql`
      insert into orders (id, number, access_token_hash, idempotency_key, customer_id, status, subtotal_cents,
        tax_rate_bp, tax_cents, total_cents, payment_provider, billing, licence_accepted_at)
      select 'ks-o' || g, 'AP-S' || lpad(g::text, 5, '0'), md5(g::text), 'search-' || g, 'ks-1', 'paid', 1000, 0, 0,
        1000, 'manual', '{}'::jsonb, now()
      from generate_series(1, ${SEARCH_COUNT_CAP + 1}) g`);
    const search = (text: string) => get(`/api/admin/orders?q=${encodeURIComponent(text)}`);
    expect(await search('uill Searc')).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(await search('quill.searcher@')).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    // Name and e-mail are two lines: a text spanning both finds nothing.
    expect(await search('Searcher quill')).toMatchObject({ total: 0 });

    // A new name (or an erased one) is what the search finds from then on.
    await db.execute(sql`update customers set name = 'Rowan Finder', email = 'rowan@example.com' where id = 'ks-1'`);
    expect(await search('Quill')).toMatchObject({ total: 0 });
    expect(await search('quill.searcher')).toMatchObject({ total: 0 });
    const renamed = await search('Rowan Find');
    expect(renamed).toMatchObject({ totalCapped: true });
    expect(renamed.orders[0].buyer).toMatchObject({ name: 'Rowan Finder', email: 'rowan@example.com' });
  });
});
