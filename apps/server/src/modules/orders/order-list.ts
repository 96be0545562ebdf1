import {
  STAFF_ORDERS_EXPORT_LIMIT,
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrderList,
  type StaffOrderListQuery,
  type StaffOrderRow,
} from '@atelier/domain';
import { clampPage } from '@atelier/domain/pagination';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { deliveryCondition, orderSummaryColumns, withOrderFacts } from './order-delivery.ts';

type Filters = Omit<StaffOrderListQuery, 'page'>;

/** Conditions on the orders table alone; buyers are matched through a subquery. */
function whereOf(db: Database, query: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.delivery) conditions.push(deliveryCondition(query.delivery));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  // 'to' is inclusive: everything before the next day.
  if (query.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.q) {
    // The buyers are matched once in their own (smaller) table, not once per order row.
    const buyers = db
      .select({ id: customers.id })
      .from(customers)
      .where(containsText(query.q, customers.name, customers.email));
    conditions.push(or(containsText(query.q, orders.number), inArray(orders.customerId, buyers)));
  }
  return and(...conditions);
}

/** Every sort ends on the unique order number, so pages never overlap or skip a row. */
function orderByOf(query: Filters): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  const columns = {
    created: [orders.createdAt, orders.number],
    number: [orders.number],
    total: [orders.totalCents, orders.number],
    buyer: [customers.name, orders.number],
  }[query.sort];
  return columns.map((column) => direction(column));
}

const rowColumns = {
  ...orderSummaryColumns,
  buyer: { id: customers.id, name: customers.name, email: customers.email },
};

const selectRows = (db: Database) =>
  db.select(rowColumns).from(orders).innerJoin(customers, eq(customers.id, orders.customerId));

export async function listOrders(db: Database, query: StaffOrderListQuery): Promise<StaffOrderList> {
  // The filters read the orders table only (buyers through a subquery), so the count needs no join.
  const [totalRow] = await db.select({ total: count() }).from(orders).where(whereOf(db, query));
  const total = totalRow?.total ?? 0;
  const pageSize = STAFF_ORDERS_PAGE_SIZE;
  const { page, pageCount, offset } = clampPage(total, query.page, pageSize);
  const rows =
    total === 0
      ? []
      : await withOrderFacts(
          db,
          await selectRows(db)
            .where(whereOf(db, query))
            .orderBy(...orderByOf(query))
            .limit(pageSize)
            .offset(offset),
        );
  return { orders: rows, total, page, pageCount, pageSize };
}

const EXPORT_CHUNK = 1000;

/**
 * The export's rows in chunks, so 50,000 orders never sit in memory at once. The order is settled by
 * one query for the ids; each chunk is then read by id (an offset per chunk would rescan every row
 * before it, so the export would slow down with each chunk).
 */
export async function* exportOrderRows(db: Database, query: Filters): AsyncGenerator<StaffOrderRow[]> {
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(whereOf(db, query))
    .orderBy(...orderByOf(query))
    .limit(STAFF_ORDERS_EXPORT_LIMIT);
  for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
    const chunk = ids.slice(start, start + EXPORT_CHUNK).map((row) => row.id);
    const byId = new Map((await selectRows(db).where(inArray(orders.id, chunk))).map((row) => [row.id, row]));
    yield withOrderFacts(
      db,
      chunk.flatMap((id) => byId.get(id) ?? []),
    );
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
