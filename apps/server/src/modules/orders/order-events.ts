import type { OrderEventKind } from '@atelier/domain';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';

/** The timeline's name for changes the payment provider made (no staff member, no IP). */
export const PAYMENT_PROVIDER_ACTOR = { id: null, name: 'payment provider' } as const;

type Detail = Record<string, string | number | null>;

/** One timeline row; pass the transaction of the change it records. */
export async function recordOrderEvent(
  tx: Database,
  orderId: string,
  kind: Exclude<OrderEventKind, 'email'>,
  options: { actor?: { id: string | null; name: string } | null; ip?: string | null; detail?: Detail } = {},
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind,
    staffUserId: options.actor?.id ?? null,
    staffName: options.actor?.name ?? null,
    ip: options.ip ?? null,
    detail: options.detail ?? {},
  });
}

/**
 * `recordOrderEvent` inside a larger statement (the checkout's): one timeline row for each row of
 * `source`, a CTE that yields one row or none; `orderId` and `detail` (JSON text) are SQL expressions.
 */
export function recordOrderEventFrom(
  source: string,
  kind: Exclude<OrderEventKind, 'email'>,
  event: { orderId: SQLWrapper; detail: SQLWrapper },
): SQL {
  return sql`insert into order_events (order_id, kind, detail)
    select ${event.orderId}, ${kind}, ${event.detail}::jsonb from ${sql.identifier(source)}`;
}

/** Locks the order row for the rest of the transaction, so two clicks of one action run one after the other. */
export async function lockOrder(tx: Database, number: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  return order ?? null;
}

/** True when an action with this id was already applied to the order (a repeated click or retry). */
export async function actionAlreadyApplied(tx: Database, orderId: string, actionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), sql`${orderEvents.detail} ->> 'actionId' = ${actionId}`))
    .limit(1);
  return Boolean(row);
}
