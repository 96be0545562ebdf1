import {
  STAFF_ORDERS_EXPORT_LIMIT,
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrderList,
  type StaffOrderListQuery,
  type StaffOrderRow,
} from '@atelier/domain';
import { and, count, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsText, escapeLike } from '../../db/escape-like.ts';
import { jsonRowsOf } from '../../db/json-rows.ts';
import {
  countUpTo,
  cursorColumn,
  cursorValues,
  keysetPage,
  orderOf,
  pastCursor,
  type SortKeys,
} from '../../db/keyset.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { deliveryCondition, type OrderSummaryRow, orderSummaryColumns, staffOrderSummary } from './order-delivery.ts';
import { ORDER_NUMBER_PREFIX } from './tokens.ts';

type Filters = Omit<StaffOrderListQuery, 'page'>;

/**
 * Orders whose number, or whose buyer's name or e-mail, contains `text` (decision 057). The buyer's
 * name and e-mail are copied onto the order (kept current by triggers), so one trigram index finds a
 * name fragment's orders; every number starts "AP-", so a text starting so is a prefix of the number
 * (its own index), and any other is looked for anywhere in it (trigrams).
 */
export function orderSearch(text: string): SQL {
  const byNumber = text.toUpperCase().startsWith(ORDER_NUMBER_PREFIX)
    ? like(orders.number, `${escapeLike(text.toUpperCase())}%`)
    : containsText(text, orders.number);
  return or(byNumber, containsText(text, orders.buyerSearch)) as SQL;
}

/** Orders placed more than `days` whole days ago (the dashboard counts overdue transfers with it). */
export const placedMoreThanDaysAgo = (days: number): SQL =>
  sql`${orders.createdAt} < now() - make_interval(days => ${days})`;

/** Conditions on the orders table alone. */
function whereOf(query: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.delivery) conditions.push(deliveryCondition(query.delivery));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  // 'to' is inclusive: everything before the next day.
  if (query.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.olderThanDays) conditions.push(placedMoreThanDaysAgo(query.olderThanDays));
  if (query.q) conditions.push(orderSearch(query.q));
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

/** The buyer's id, and their name and e-mail as copied onto the order (two lines, see orderSearch). */
const rowColumns = { ...orderSummaryColumns, customerId: orders.customerId, buyerSearch: orders.buyerSearch };

const staffOrderRow = (row: OrderSummaryRow & { customerId: string; buyerSearch: string }): StaffOrderRow => {
  // An e-mail holds no line break: the last one ends the name.
  const split = row.buyerSearch.lastIndexOf('\n');
  const buyer =
    split < 0
      ? { id: row.customerId, name: row.buyerSearch, email: '' }
      : { id: row.customerId, name: row.buyerSearch.slice(0, split), email: row.buyerSearch.slice(split + 1) };
  return { ...staffOrderSummary(row), buyer };
};

/** Orders, joined to their buyers only to sort by the buyer's name. */
const ordersSortedBy = <Query extends PgSelect>(query: Query, sort: Filters['sort']) =>
  sort === 'buyer' ? query.innerJoin(customers, eq(customers.id, orders.customerId)) : query;

export async function listOrders(db: Database, query: StaffOrderListQuery): Promise<StaffOrderList> {
  const where = whereOf(query);
  const keys = sortKeysOf(query);
  const { rows, ...page } = await keysetPage(
    {
      keys,
      direction: query.dir,
      // The page's ids first (through the sort's index; the buyers joined only to sort by them), then those rows.
      read: async (condition, orderBy, limit, offset) => {
        const picked = await ordersSortedBy(
          db
            .select({ id: orders.id, cursor: cursorColumn(keys) })
            .from(orders)
            .$dynamic(),
          query.sort,
        )
          .where(and(where, condition))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
        if (picked.length === 0) return [];
        const rows = await db
          .select({ ...rowColumns, id: orders.id })
          .from(orders)
          .where(
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
      // The filters read the orders table only, so the count needs no join.
      count: (limit) => countUpTo(db, orders, where, limit),
    },
    query,
    STAFF_ORDERS_PAGE_SIZE,
  );
  return { orders: rows.map(staffOrderRow), ...page };
}

const EXPORT_CHUNK = 2_500;

/**
 * The export's rows in chunks, so 50,000 orders never sit in memory at once: each chunk is one
 * statement (item counts and delivery included) reading the rows past the last one sent, through the
 * sort's index (keyset, decision 057), however far the export is, and answering its rows as one JSON
 * text (jsonRowsOf). The next chunk is asked for as soon as a chunk arrives, so the database reads it
 * while this one is written out (on PostgreSQL; PGlite runs in this thread).
 */
export async function* exportOrderRows(
  db: Database,
  query: Filters,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<StaffOrderRow[]> {
  const where = whereOf(query);
  const keys = sortKeysOf(query);
  // A chunk's rows as one JSON text (jsonRowsOf): handed over in half the time of their columns.
  const exportRows = jsonRowsOf({ ...rowColumns, cursor: cursorValues(keys) });
  const select = (past: SQL | undefined, limit: number) => {
    const order = orderOf(keys, query.dir);
    const chunk = ordersSortedBy(db.select(exportRows.inOrder(order)).from(orders).$dynamic(), query.sort)
      .where(and(where, past))
      .orderBy(...order)
      .limit(limit)
      .as('chunk');
    return db.select({ rows: exportRows.rowsOf(chunk) }).from(chunk);
  };
  type Chunk = { rows: ReturnType<typeof exportRows.decode>; limit: number };
  const read = (past: SQL | undefined, limit: number): Promise<Chunk> => {
    const reading = select(past, limit).then(([result]) => ({ rows: exportRows.decode(result?.rows ?? null), limit }));
    // Nobody may wait for a chunk read ahead (the download was cancelled): its failure is not unhandled.
    reading.catch(() => undefined);
    return reading;
  };
  let sent = 0;
  let next: Promise<Chunk> | undefined = read(undefined, Math.min(chunk, STAFF_ORDERS_EXPORT_LIMIT));
  while (next) {
    const { rows, limit }: Chunk = await next;
    sent += rows.length;
    const last = rows.at(-1);
    next =
      last && rows.length === limit && sent < STAFF_ORDERS_EXPORT_LIMIT
        ? read(pastCursor(keys, query.dir, last.cursor), Math.min(chunk, STAFF_ORDERS_EXPORT_LIMIT - sent))
        : undefined;
    if (rows.length > 0) yield rows.map(staffOrderRow);
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
