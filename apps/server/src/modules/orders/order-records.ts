import {
  BASE_LICENCE,
  isLineLicence,
  type LineLicence,
  type OrderStatus,
  type OrderTotals,
  type PaymentProviderName,
  PLAN_FILE_KINDS,
  type PlanFileKind,
  type PricedLine,
} from '@atelier/domain';
import { type GrantFile, grantDrawingId, grantOptionId, isGrantFile } from '@atelier/domain/plan-files';
import { PLAN_OPTION_IDS, type PlanOptionId } from '@atelier/domain/plan-options';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonValue } from '../../db/drizzle-adapter.ts';
import {
  customers,
  designFiles,
  designFileVersions,
  downloadGrants,
  orderLines,
  orders,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderRecord extends Omit<OrderRow, 'status' | 'paymentProvider'> {
  status: OrderStatus;
  paymentProvider: PaymentProviderName;
  customer: { id: string; name: string; email: string };
  lines: PricedLine[];
}

/** The columns of an order record: the order, its customer and its lines (as one json aggregate). */
const orderRecordColumns = {
  order: orders,
  customer: { id: customers.id, name: customers.name, email: customers.email },
  lines: sql<StoredLine[]>`(
    select coalesce(json_agg(json_build_object(
             'designId', l.design_id, 'title', l.title, 'licence', l.licence, 'unitPriceCents', l.unit_price_cents,
             'quantity', l.quantity, 'options', l.options, 'lineTotalCents', l.line_total_cents) order by l.title), '[]')
    from ${orderLines} l where l.order_id = ${orders.id})`,
};

const selectOrderRecords = (db: Database) =>
  db.select(orderRecordColumns).from(orders).innerJoin(customers, eq(customers.id, orders.customerId));

function orderRecord(row: { order: OrderRow; customer: OrderRecord['customer']; lines: unknown }): OrderRecord {
  return {
    ...row.order,
    status: row.order.status as OrderStatus,
    paymentProvider: row.order.paymentProvider as PaymentProviderName,
    customer: row.customer,
    lines: jsonValue<StoredLine[]>(row.lines).map((line) => ({ ...line, licence: storedLicence(line.licence) })),
  };
}

/** One order with its customer and lines, by id or by number: one statement. */
export async function loadOrder(db: Database, by: { id: string } | { number: string }): Promise<OrderRecord | null> {
  const where = 'id' in by ? eq(orders.id, by.id) : eq(orders.number, by.number);
  const [row] = await selectOrderRecords(db)
    .where(where)
    // Prepared once per connection: the order pages load orders all the time.
    .prepare('id' in by ? 'load_order_by_id' : 'load_order_by_number')
    .execute();
  return row ? orderRecord(row) : null;
}

/** Several orders by id, in one statement (the outbox renders a batch of order mails at once). */
export async function loadOrders(db: Database, ids: readonly string[]): Promise<Map<string, OrderRecord>> {
  const rows = await selectOrderRecords(db)
    .where(sql`${orders.id} = any(${sql.param([...ids])}::text[])`)
    .prepare('load_orders_by_ids')
    .execute();
  return new Map(rows.map((row) => [row.order.id, orderRecord(row)]));
}

type StoredLine = Omit<PricedLine, 'licence'> & { licence: string };

/** A stored line's licence; only this code writes them, so an id it does not know is read as the base licence. */
export function storedLicence(value: string): LineLicence {
  return isLineLicence(value) ? value : BASE_LICENCE;
}

export const totalsOf = (order: OrderRow): OrderTotals => ({
  subtotalCents: order.subtotalCents,
  discountCents: order.discountCents,
  promoCode: order.promoCode,
  creditCents: order.creditCents,
  creditNote: order.creditNote,
  taxRateBasisPoints: order.taxRateBasisPoints,
  taxCents: order.taxCents,
  totalCents: order.totalCents,
});

/** A stored grant's file; only this code writes them, and grants from before licences are the plan set. */
export function grantFile(value: string): GrantFile {
  return isGrantFile(value) ? value : 'plan-set';
}

/** Where a grant's file is listed among a design's: the plan set, the CAD files, then options in their order. */
function fileRank(value: string): number {
  if (grantDrawingId(value) !== null) return PLAN_FILE_KINDS.length + PLAN_OPTION_IDS.length;
  const optionId = grantOptionId(value);
  if (optionId === null) return PLAN_FILE_KINDS.indexOf(grantFile(value) as PlanFileKind);
  return PLAN_FILE_KINDS.length + PLAN_OPTION_IDS.indexOf(optionId as PlanOptionId);
}

/** The order of a design's files wherever they are listed: the plan set first, the options' drawings last. */
export const byFileOrder = (a: { file: string }, b: { file: string }) => fileRank(a.file) - fileRank(b.file);

/**
 * The download grants of some orders, each with the change note of the version it opens (decision 046): the
 * design's current file or an earlier version kept for its buyers.
 */
export async function grantsWithNotes(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const noteOf = (table: typeof designFiles | typeof designFileVersions) =>
    sql`(select ${table.changeNote} from ${table} where ${table.designId} = ${downloadGrants.designId}
         and ${table.kind} = ${downloadGrants.file} and ${table.version} = ${downloadGrants.version})`;
  return db
    .select({
      id: downloadGrants.id,
      orderId: downloadGrants.orderId,
      designId: downloadGrants.designId,
      file: downloadGrants.file,
      version: downloadGrants.version,
      uses: downloadGrants.uses,
      maxUses: downloadGrants.maxUses,
      expiresAt: downloadGrants.expiresAt,
      changeNote: sql<string | null>`coalesce(${noteOf(designFiles)}, ${noteOf(designFileVersions)})`,
    })
    .from(downloadGrants)
    .where(inArray(downloadGrants.orderId, [...orderIds]));
}
