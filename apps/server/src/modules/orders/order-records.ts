import type { OrderStatus, PaymentProviderName, PricedLine } from '@atelier/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orderLines, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderRecord extends Omit<OrderRow, 'status' | 'paymentProvider'> {
  status: OrderStatus;
  paymentProvider: PaymentProviderName;
  customer: { id: string; name: string; email: string };
  lines: PricedLine[];
}

/** One order with its customer and lines, by id or by number. */
export async function loadOrder(db: Database, by: { id: string } | { number: string }): Promise<OrderRecord | null> {
  const where = 'id' in by ? eq(orders.id, by.id) : eq(orders.number, by.number);
  const [row] = await db
    .select({ order: orders, customer: { id: customers.id, name: customers.name, email: customers.email } })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where);
  if (!row) return null;
  const lines = await db
    .select({
      designId: orderLines.designId,
      title: orderLines.title,
      unitPriceCents: orderLines.unitPriceCents,
      quantity: orderLines.quantity,
      lineTotalCents: orderLines.lineTotalCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.order.id))
    .orderBy(asc(orderLines.title));
  return {
    ...row.order,
    status: row.order.status as OrderStatus,
    paymentProvider: row.order.paymentProvider as PaymentProviderName,
    customer: row.customer,
    lines,
  };
}

export const totalsOf = (order: OrderRow) => ({
  subtotalCents: order.subtotalCents,
  taxRateBasisPoints: order.taxRateBasisPoints,
  taxCents: order.taxCents,
  totalCents: order.totalCents,
});
