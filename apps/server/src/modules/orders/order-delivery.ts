import type { DeliveryStatus, OrderStatus, PaymentProviderName } from '@atelier/domain';
import { and, eq, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import { downloadGrants, orders } from '../../db/schema/index.ts';

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

// Plain names on purpose: in the select list of a query on orders alone, drizzle writes the outer
// columns unqualified, and inside these subqueries "id" would be the inner table's.

/**
 * deliveryOf's rule read with an orders row, in the same statement: one look at the order's grants
 * through a covering index (what the staff lists and the CSV export show for every row).
 */
const deliveryOfRow = sql<DeliveryStatus>`(select case
    when orders.status <> 'paid' or count(*) = 0 then 'not_available'
    when bool_or(g.uses > 0) then 'downloaded'
    when bool_and(g.expires_at <= now()) then 'expired'
    else 'ready' end
  from download_grants g where g.order_id = orders.id)`;

const grantExists = (condition?: SQL) =>
  sql`exists (select 1 from ${downloadGrants} where ${downloadGrants.orderId} = ${orders.id}${condition ? sql` and ${condition}` : sql``})`;

/**
 * The delivery filter: deliveryOfRow's rule again, as conditions the planner can start from. When few
 * orders match (none downloaded, few links open), it reads the grants' indexes first (the downloaded
 * ones, the links by expiry) instead of reading every order's state; when many do, it walks the
 * orders and checks each. `order-delivery.test.ts` reads every state through both.
 */
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

/** An order as the staff lists (orders, a customer's orders) and the CSV export read it. */
export const orderSummaryColumns = {
  number: orders.number,
  createdAt: isoTime(orders.createdAt),
  status: orders.status,
  totalCents: orders.totalCents,
  refundedCents: orders.refundedCents,
  paymentProvider: orders.paymentProvider,
  itemCount: orders.itemCount,
  delivery: deliveryOfRow,
};

/** An order row as orderSummaryColumns reads it. */
export interface OrderSummaryRow {
  number: string;
  createdAt: string;
  status: string;
  totalCents: number;
  refundedCents: number;
  paymentProvider: string;
  itemCount: number;
  delivery: DeliveryStatus;
}

/**
 * An order as the staff lists show it (the time is ISO text, isoTime). Each field is named, not copied with a
 * spread, so the 50,000 rows of an export are made quickly.
 */
export function staffOrderSummary(row: OrderSummaryRow) {
  return {
    number: row.number,
    createdAt: row.createdAt,
    status: row.status as OrderStatus,
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    paymentProvider: row.paymentProvider as PaymentProviderName,
    itemCount: row.itemCount,
    delivery: row.delivery,
  };
}
