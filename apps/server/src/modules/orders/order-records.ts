import {
  BASE_LICENCE,
  isLicenceId,
  type LicenceId,
  type OrderStatus,
  type PaymentProviderName,
  PLAN_FILE_KINDS,
  type PlanFileKind,
  type PricedLine,
} from '@atelier/domain';
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
      licence: orderLines.licence,
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
    lines: lines.map((line) => ({ ...line, licence: storedLicence(line.licence) })),
  };
}

/** A stored line's licence; only this code writes them, so an id it does not know is read as the base licence. */
export function storedLicence(value: string): LicenceId {
  return isLicenceId(value) ? value : BASE_LICENCE;
}

export const totalsOf = (order: OrderRow) => ({
  subtotalCents: order.subtotalCents,
  taxRateBasisPoints: order.taxRateBasisPoints,
  taxCents: order.taxCents,
  totalCents: order.totalCents,
});

/** A stored grant's file; only this code writes them, and grants from before licences are the plan set. */
export function grantFile(value: string): PlanFileKind {
  return (PLAN_FILE_KINDS as readonly string[]).includes(value) ? (value as PlanFileKind) : 'plan-set';
}

/** The order of a design's files wherever they are listed: the plan set first. */
export const byFileOrder = (a: { file: string }, b: { file: string }) =>
  PLAN_FILE_KINDS.indexOf(grantFile(a.file)) - PLAN_FILE_KINDS.indexOf(grantFile(b.file));
