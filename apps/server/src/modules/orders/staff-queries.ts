import { STAFF_ORDERS_PAGE_SIZE, type StaffOrderQuery } from '@atelier/domain';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, downloadGrants, orderLines, orders } from '../../db/schema/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const orderSummary = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  totalCents: orders.totalCents,
  paymentProvider: orders.paymentProvider,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  customer: { id: customers.id, name: customers.name, email: customers.email },
};

/** Read models for the staff API: order list with filters, customers with their orders. */
export function createStaffQueries(db: Database) {
  return {
    async listOrders(query: StaffOrderQuery) {
      const conditions: (SQL | undefined)[] = [];
      if (query.status) conditions.push(eq(orders.status, query.status));
      if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
      // 'to' is inclusive: everything before the next day.
      if (query.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
      if (query.customer) {
        const pattern = `%${escapeLike(query.customer)}%`;
        conditions.push(
          or(ilike(customers.email, pattern), ilike(customers.name, pattern), eq(customers.id, query.customer)),
        );
      }
      const where = and(...conditions);
      const [totalRow] = await db
        .select({ total: count() })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(where);
      const total = totalRow?.total ?? 0;
      const pageCount = Math.max(1, Math.ceil(total / STAFF_ORDERS_PAGE_SIZE));
      const page = Math.min(query.page, pageCount);
      const rows = await db
        .select({
          ...orderSummary,
          itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(STAFF_ORDERS_PAGE_SIZE)
        .offset((page - 1) * STAFF_ORDERS_PAGE_SIZE);
      return { orders: rows, total, page, pageCount };
    },

    async downloadsUsed(orderId: string): Promise<number> {
      const [row] = await db
        .select({ used: sum(downloadGrants.uses) })
        .from(downloadGrants)
        .where(eq(downloadGrants.orderId, orderId));
      return Number(row?.used ?? 0);
    },

    async grants(orderId: string) {
      return db
        .select({
          designId: downloadGrants.designId,
          uses: downloadGrants.uses,
          maxUses: downloadGrants.maxUses,
          expiresAt: downloadGrants.expiresAt,
        })
        .from(downloadGrants)
        .where(eq(downloadGrants.orderId, orderId));
    },

    async listCustomers(search: string | undefined, customerId?: string) {
      const conditions: (SQL | undefined)[] = [];
      if (customerId) conditions.push(eq(customers.id, customerId));
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        conditions.push(or(ilike(customers.email, pattern), ilike(customers.name, pattern)));
      }
      const people = await db
        .select()
        .from(customers)
        .where(and(...conditions))
        .orderBy(desc(customers.createdAt))
        .limit(200);
      if (people.length === 0) return [];
      const theirOrders = await db
        .select(orderSummary)
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(
          inArray(
            orders.customerId,
            people.map((person) => person.id),
          ),
        )
        .orderBy(desc(orders.createdAt));
      return people.map((person) => {
        const own = theirOrders
          .filter((order) => order.customer.id === person.id)
          .map(({ customer: _, ...order }) => order);
        return {
          ...person,
          orderCount: own.length,
          paidTotalCents: own
            .filter((order) => order.status === 'paid')
            .reduce((total, order) => total + order.totalCents, 0),
          orders: own,
        };
      });
    },
  };
}
