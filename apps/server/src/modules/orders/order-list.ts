import {
  STAFF_ORDERS_EXPORT_LIMIT,
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrderList,
  type StaffOrderListQuery,
  type StaffOrderRow,
} from '@atelier/domain';
import { and, count, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText, escapeLike } from '../../db/escape-like.ts';
import { countUpTo, cursorColumn, keysetPage, orderOf, pastCursor, type SortKeys } from '../../db/keyset.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { deliveryCondition, orderSummaryColumns, withOrderFacts } from './order-delivery.ts';
import { ORDER_NUMBER_PREFIX } from './tokens.ts';

type Filters = Omit<StaffOrderListQuery, 'page'>;

/**
 * Orders whose number, or whose buyer's name or e-mail, contains `text` (decision 057). The buyers are
 * matched once in their own, smaller table (trigram indexes) and their orders found by buyer; every
 * number starts "AP-", so a text starting so is a prefix of the number (its own index), and any other
 * is looked for anywhere in it (trigrams).
 */
export function orderSearch(db: Database, text: string): SQL {
  const buyers = db
    .select({ id: customers.id })
    .from(customers)
    .where(containsText(text, customers.name, customers.email));
  const byNumber = text.toUpperCase().startsWith(ORDER_NUMBER_PREFIX)
    ? like(orders.number, `${escapeLike(text.toUpperCase())}%`)
    : containsText(text, orders.number);
  // An array the planner cannot see into: it looks each buyer's orders up by index rather than read
  // every order to test it (what a buyer subquery or a list of ids leads it to when many buyers match).
  return or(byNumber, sql`${orders.customerId} = any(array(${buyers}))`) as SQL;
}

/** Conditions on the orders table alone; buyers are matched through a subquery. */
function whereOf(db: Database, query: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.delivery) conditions.push(deliveryCondition(query.delivery));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  // 'to' is inclusive: everything before the next day.
  if (query.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.q) conditions.push(orderSearch(db, query.q));
  return and(...conditions);
}

/** Every sort ends on the unique order number, so pages never overlap or skip a row. */
const sortKeysOf = (query: Filters): SortKeys =>
  ({
    created: [orders.createdAt, orders.number],
    number: [orders.number],
    total: [orders.totalCents, orders.number],
    buyer: [customers.name, orders.number],
  })[query.sort];

const rowColumns = {
  ...orderSummaryColumns,
  buyer: { id: customers.id, name: customers.name, email: customers.email },
};

const selectRows = (db: Database) =>
  db.select(rowColumns).from(orders).innerJoin(customers, eq(customers.id, orders.customerId));

export async function listOrders(db: Database, query: StaffOrderListQuery): Promise<StaffOrderList> {
  const where = whereOf(db, query);
  const keys = sortKeysOf(query);
  const { rows, ...page } = await keysetPage(
    {
      keys,
      direction: query.dir,
      // The page's ids first (through the sort's index; the buyers joined only to sort by them), then those rows.
      read: async (condition, orderBy, limit, offset) => {
        const ids = db.select({ id: orders.id, cursor: cursorColumn(keys) }).from(orders);
        const picked = await (query.sort === 'buyer'
          ? ids.innerJoin(customers, eq(customers.id, orders.customerId))
          : ids
        )
          .where(and(where, condition))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
        if (picked.length === 0) return [];
        const rows = await selectRows(db).where(
          inArray(
            orders.id,
            picked.map((row) => row.id),
          ),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        return picked.flatMap(({ id, cursor }) => {
          const row = byId.get(id);
          return row ? [{ ...row, cursor }] : [];
        });
      },
      // The filters read the orders table only (buyers through a subquery), so the count needs no join.
      count: (limit) => countUpTo(db, orders, where, limit),
    },
    query,
    STAFF_ORDERS_PAGE_SIZE,
  );
  return { orders: await withOrderFacts(db, rows), ...page };
}

const EXPORT_CHUNK = 2_500;

/**
 * The export's rows in chunks, so 50,000 orders never sit in memory at once: each chunk is the rows
 * past the last one sent, through the sort's index (keyset, decision 057), however far the export is.
 */
export async function* exportOrderRows(
  db: Database,
  query: Filters,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<StaffOrderRow[]> {
  const where = whereOf(db, query);
  const keys = sortKeysOf(query);
  let past: SQL | undefined;
  for (let sent = 0; sent < STAFF_ORDERS_EXPORT_LIMIT; ) {
    const limit = Math.min(chunk, STAFF_ORDERS_EXPORT_LIMIT - sent);
    const rows = await db
      .select({ ...rowColumns, cursor: cursorColumn(keys) })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(where, past))
      .orderBy(...orderOf(keys, query.dir))
      .limit(limit);
    const last = rows.at(-1);
    if (!last) return;
    yield withOrderFacts(
      db,
      rows.map(({ cursor: _cursor, ...row }) => row),
    );
    sent += rows.length;
    if (rows.length < limit) return;
    past = pastCursor(keys, query.dir, JSON.parse(last.cursor) as unknown[]);
  }
}

/** Bank transfers waiting for staff to confirm the money arrived (the admin shell's badge). */
export async function countAwaitingAction(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), eq(orders.paymentProvider, 'manual')));
  return row?.total ?? 0;
}
