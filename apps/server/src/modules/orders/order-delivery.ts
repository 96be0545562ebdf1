import type { DeliveryStatus, OrderStatus, PaymentProviderName } from '@atelier/domain';
import { and, eq, inArray, ne, not, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { downloadGrants, orderLines, orders } from '../../db/schema/index.ts';

export interface GrantState {
  uses: number;
  maxUses: number;
  expiresAt: Date;
}

/**
 * How an order's plan files stand: not available until paid (and again once cancelled or refunded),
 * downloaded once any link was used, expired when every link ran out of time, otherwise ready.
 */
export function deliveryOf(status: OrderStatus, grants: readonly GrantState[], now = Date.now()): DeliveryStatus {
  if (status !== 'paid' || grants.length === 0) return 'not_available';
  if (grants.some((grant) => grant.uses > 0)) return 'downloaded';
  if (grants.every((grant) => grant.expiresAt.getTime() <= now)) return 'expired';
  return 'ready';
}

const grantExists = (condition?: SQL) =>
  sql`exists (select 1 from ${downloadGrants} where ${downloadGrants.orderId} = ${orders.id}${condition ? sql` and ${condition}` : sql``})`;

/** The same rule as deliveryOf, as a filter on the orders table (each subquery uses the grants' order index). */
export function deliveryCondition(delivery: DeliveryStatus): SQL | undefined {
  const paid = eq(orders.status, 'paid');
  const used = grantExists(sql`${downloadGrants.uses} > 0`);
  const open = grantExists(sql`${downloadGrants.expiresAt} > now()`);
  switch (delivery) {
    case 'not_available':
      return or(ne(orders.status, 'paid'), not(grantExists()));
    case 'downloaded':
      return and(paid, used);
    case 'expired':
      return and(paid, grantExists(), not(used), not(open));
    case 'ready':
      return and(paid, not(used), open);
  }
}

/** Item counts and delivery facts for a handful of orders (one page), in two grouped queries. */
export async function orderFacts(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { itemCount: () => 0, grantsOf: () => [] as GrantState[] };
  const [counts, grants] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, items: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .groupBy(orderLines.orderId),
    db
      .select({
        orderId: downloadGrants.orderId,
        uses: downloadGrants.uses,
        maxUses: downloadGrants.maxUses,
        expiresAt: downloadGrants.expiresAt,
      })
      .from(downloadGrants)
      .where(inArray(downloadGrants.orderId, [...orderIds])),
  ]);
  const items = new Map(counts.map((row) => [row.orderId, row.items]));
  const grantsByOrder = new Map<string, GrantState[]>();
  for (const grant of grants) grantsByOrder.set(grant.orderId, [...(grantsByOrder.get(grant.orderId) ?? []), grant]);
  return {
    itemCount: (orderId: string) => items.get(orderId) ?? 0,
    grantsOf: (orderId: string): GrantState[] => grantsByOrder.get(orderId) ?? [],
  };
}

/** An order as the staff lists (orders, a customer's orders) read it; withOrderFacts adds the rest. */
export const orderSummaryColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  totalCents: orders.totalCents,
  refundedCents: orders.refundedCents,
  paymentProvider: orders.paymentProvider,
};

/** The columns of an order row that withOrderFacts reads. */
interface OrderRowBase {
  id: string;
  createdAt: Date;
  status: string;
  paymentProvider: string;
}

/**
 * Order rows as the staff lists show them: the id dropped, the time as ISO text, and the item count and
 * delivery read for these rows only (orderFacts).
 */
export async function withOrderFacts<Row extends OrderRowBase>(db: Database, rows: readonly Row[]) {
  const facts = await orderFacts(
    db,
    rows.map((row) => row.id),
  );
  const now = Date.now();
  return rows.map(({ id, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    status: row.status as OrderStatus,
    paymentProvider: row.paymentProvider as PaymentProviderName,
    itemCount: facts.itemCount(id),
    delivery: deliveryOf(row.status as OrderStatus, facts.grantsOf(id), now),
  }));
}
