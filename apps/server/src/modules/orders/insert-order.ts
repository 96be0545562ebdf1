import { randomUUID } from 'node:crypto';
import { type CheckoutRequest, formatMoney, type OrderTotals, type PricedLine } from '@atelier/domain';
import { NOTIFICATION_RESOURCES } from '@atelier/domain/notifications';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonValue, queryRows } from '../../db/query-rows.ts';
import { type BucketCount, countHits, type Hit } from '../../plugins/rate-limit.ts';
import type { EmailRequest } from '../email/outbox.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';

export interface NewOrder {
  id: string;
  number: string;
  accessTokenHash: string;
  provider: string;
  request: CheckoutRequest;
  lines: readonly PricedLine[];
  totals: OrderTotals;
  /** The confirmation mail (`orderEmail`), queued with the order. */
  confirmation: EmailRequest;
  /** The checkout limits the order counts against, once it is in. */
  hits: readonly Hit[];
  at: Date;
}

export interface InsertedOrder {
  number: string;
  /** The checkout limits' buckets after counting this order, for the caller to judge. */
  buckets: BucketCount[];
}

/**
 * Writes a new order in one statement, the checkout's hot path: the customer (created, or reused with
 * only missing details filled in, and its order count kept), the order, its lines, the confirmation
 * mail in the outbox (decision 011), the timeline's "placed" event, the staff notification and its
 * NOTIFY, and the checkout limits' counts. Each part is what `enqueueEmail`, `recordOrderEvent`,
 * `notifyStaff` and `countHits` write elsewhere; one statement saves a round trip per part.
 *
 * Resolves to null, having written nothing of the order, when its idempotency key or its number is
 * already taken; the customer row may have been touched, so the caller rolls the transaction back.
 */
export async function insertOrder(tx: Database, order: NewOrder): Promise<InsertedOrder | null> {
  const { request, totals } = order;
  const billing = {
    name: request.fullName,
    email: request.email,
    phone: request.phone ?? null,
    company: request.company ?? null,
    country: request.country,
    address: request.address,
  };
  const lines = order.lines.map((line) => ({
    id: randomUUID(),
    design_id: line.designId,
    title: line.title,
    licence: line.licence,
    unit_price_cents: line.unitPriceCents,
    quantity: line.quantity,
    line_total_cents: line.lineTotalCents,
  }));
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const orderPlaced = sql`exists (select 1 from placed)`;

  const [row] = await queryRows<{ number: string; buckets: unknown }>(
    tx,
    sql`
    with customer as (
      insert into customers (id, email, name, phone, company, country, address, order_count, last_order_at)
      values (${randomUUID()}, ${billing.email}, ${billing.name}, ${billing.phone}, ${billing.company},
              ${billing.country}, ${billing.address}, 1, now())
      on conflict (email) do update set
        phone = coalesce(customers.phone, excluded.phone),
        company = coalesce(customers.company, excluded.company),
        country = coalesce(customers.country, excluded.country),
        address = coalesce(customers.address, excluded.address),
        order_count = customers.order_count + 1,
        last_order_at = now(),
        updated_at = now()
      returning id
    ),
    placed as (
      insert into orders (id, number, access_token_hash, idempotency_key, customer_id, status, subtotal_cents,
                          tax_rate_bp, tax_cents, total_cents, payment_provider, billing, project_location, notes,
                          licence_accepted_at)
      select ${order.id}, ${order.number}, ${order.accessTokenHash}, ${request.idempotencyKey}, customer.id,
             'awaiting_payment', ${totals.subtotalCents}::int, ${totals.taxRateBasisPoints}::int,
             ${totals.taxCents}::int, ${totals.totalCents}::int, ${order.provider}, ${JSON.stringify(billing)}::jsonb,
             ${request.projectLocation ?? null}, ${request.notes ?? null}, ${order.at.toISOString()}::timestamptz
      from customer
      on conflict do nothing
      returning id, number
    ),
    order_lines_written as (
      insert into order_lines (id, order_id, design_id, title, licence, unit_price_cents, quantity, line_total_cents)
      select line.id, placed.id, line.design_id, line.title, line.licence, line.unit_price_cents, line.quantity,
             line.line_total_cents
      from placed, json_to_recordset(${JSON.stringify(lines)}::json) as line (id text, design_id text, title text,
        licence text, unit_price_cents int, quantity int, line_total_cents int)
    ),
    confirmation as (
      insert into email_outbox (id, kind, "to", params, status)
      select ${randomUUID()}, ${order.confirmation.kind}, ${order.confirmation.to},
             ${JSON.stringify(order.confirmation.params)}::jsonb, 'pending'
      from placed
    ),
    placed_event as (
      insert into order_events (order_id, kind, detail)
      select placed.id, 'placed', ${JSON.stringify({ itemCount, totalCents: totals.totalCents })}::jsonb from placed
    ),
    notice as (
      insert into notifications (kind, resource, title, detail, link)
      select 'new_order', ${NOTIFICATION_RESOURCES.new_order}, 'New order ' || placed.number,
             ${`${request.fullName} · ${formatMoney(totals.totalCents)}`}, '/orders/' || placed.number
      from placed
      returning id
    ),
    buckets as (${countHits(order.hits, order.at, orderPlaced)})
    select placed.number,
           (select json_agg(buckets) from buckets) as buckets,
           (select pg_notify(${LIVE_CHANNELS.notifications}, json_build_object('notificationId', notice.id)::text)
            from notice) as announced
    from placed`,
    // The same text for every order: the lines travel as one json parameter.
    { prepared: true },
  );
  if (!row) return null;
  return { number: row.number, buckets: jsonValue<BucketCount[] | null>(row.buckets) ?? [] };
}
