import { randomUUID } from 'node:crypto';
import {
  type CheckoutRequest,
  formatMoney,
  type LineLicence,
  type OrderLinePrice,
  type OrderTotals,
} from '@atelier/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { databaseError, isUniqueViolation } from '../../db/database-error.ts';
import { preparedStatement } from '../../db/drizzle-adapter.ts';
import { countHits, type Hit, hitsValues } from '../../limits/rate-limit.ts';
import { type EmailRequest, enqueueEmailFrom } from '../email/outbox.ts';
import { LIVE_CHANNELS, publishExpression } from '../live/publish.ts';
import { notifyStaffFrom } from '../notifications/notify.ts';
import { promotionBuyerKey, promotionUseSql } from '../promotions/uses.ts';
import { recordOrderEventFrom } from './order-events.ts';

/**
 * What an order is written from: a checkout request, or the one a licence upgrade or a modification
 * quote's payment (decision 053) makes, whose line may be a modification payment.
 */
export type OrderRequest = Omit<CheckoutRequest, 'lines'> & {
  lines: (Omit<CheckoutRequest['lines'][number], 'licence'> & { licence: LineLicence })[];
};

export interface NewOrder {
  id: string;
  number: string;
  accessTokenHash: string;
  provider: string;
  request: OrderRequest;
  lines: readonly OrderLinePrice[];
  totals: OrderTotals;
  /** The confirmation mail (`orderEmail`), queued with the order. */
  confirmation: EmailRequest;
  /** The checkout limits the order counts against, once it is in. */
  hits: readonly Hit[];
  /** The promotion whose code gave `totals.discountCents`, if any: the order takes one of its uses. */
  promotionId: string | null;
  /** The study-set lines `totals.creditCents` credits (decision 051): each is credited once, ever. */
  creditedLines: readonly { lineId: string; cents: number }[];
  /** For a licence upgrade (decision 052), the line whose licence its one line widens. */
  upgradeOf?: string | null;
  at: Date;
}

/** What became of a new order: placed, not inserted (its key or number was taken), or over a limit. */
export type InsertedOrder =
  | { placed: true; number: string }
  | { placed: false; reason: 'not_inserted' }
  /** When the window of the limit it went over ends (the latest, if over both), in epoch milliseconds. */
  | { placed: false; reason: 'over_limit'; resetMs: number }
  /** Its code had no use left for it (used up, paused or ended meanwhile, or the buyer's uses spent). */
  | { placed: false; reason: 'promotion_refused' }
  /** A study set it credits was credited to another order meanwhile. */
  | { placed: false; reason: 'credit_taken' };

/** The SQLSTATE of `refuse_statement` (migration 0012). */
const REFUSED = 'AT001';

/**
 * Writes a new order in one statement, the checkout's hot path: the customer (created, or reused with
 * only missing details filled in, and its order count kept), the order, its lines, the confirmation
 * mail in the outbox (decision 011), the timeline's "placed" event, the staff notification and its
 * NOTIFY, and the checkout limits' counts. Each part is what `enqueueEmail`, `recordOrderEvent`,
 * `notifyStaff` and `countHits` write elsewhere; one statement saves a round trip per part.
 *
 * The statement refuses itself (decision 035), so it needs no transaction: when its idempotency key
 * or its number is already taken, or the order would go over a checkout limit, it raises and nothing
 * of it stays, not even the customer's order count.
 */
export async function insertOrder(db: Database, order: NewOrder): Promise<InsertedOrder> {
  const { request, totals } = order;
  const billing = {
    name: request.fullName,
    email: request.email,
    phone: request.phone ?? null,
    company: request.company ?? null,
    country: request.country,
    address: request.address,
    // Printed on the invoice (decision 045); billing is jsonb, so no column was needed.
    vatNumber: request.vatNumber ?? null,
  };
  const lines = order.lines.map((line) => ({
    id: randomUUID(),
    design_id: line.designId,
    title: line.title,
    licence: line.licence,
    unit_price_cents: line.unitPriceCents,
    quantity: line.quantity,
    line_total_cents: line.lineTotalCents,
    discount_cents: line.discountCents,
    credit_cents: line.creditCents,
    options: line.options,
    // Named at checkout, it holds for every line; otherwise each line's is named later (decision 044).
    build_site: request.buildSite ?? null,
    upgrade_of: order.upgradeOf ?? null,
  }));
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  try {
    const [row] = await writeOrder(db, {
      customerId: randomUUID(),
      email: billing.email,
      name: billing.name,
      phone: billing.phone,
      company: billing.company,
      country: billing.country,
      address: billing.address,
      orderId: order.id,
      number: order.number,
      accessTokenHash: order.accessTokenHash,
      idempotencyKey: request.idempotencyKey,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      promotionId: order.promotionId,
      buyerKey: promotionBuyerKey(billing.email),
      promoCode: totals.promoCode,
      creditCents: totals.creditCents,
      creditNote: totals.creditNote,
      credits: JSON.stringify(order.creditedLines.map((line) => ({ line_id: line.lineId, cents: line.cents }))),
      creditCount: order.creditedLines.length,
      taxRateBasisPoints: totals.taxRateBasisPoints,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      provider: order.provider,
      billing: JSON.stringify(billing),
      projectLocation: request.projectLocation ?? null,
      notes: request.notes ?? null,
      lines: JSON.stringify(lines),
      emailId: randomUUID(),
      emailKind: order.confirmation.kind,
      emailTo: order.confirmation.to,
      emailParams: JSON.stringify(order.confirmation.params),
      itemCount,
      eventDetail: JSON.stringify({ itemCount, totalCents: totals.totalCents }),
      noticeDetail: `${request.fullName} · ${formatMoney(totals.totalCents)}`,
      // keys, resetsAt and at: the order's time, which is also when its licence was accepted.
      ...hitsValues(order.hits, order.at),
      limits: order.hits.map((hit) => hit.rule.limit),
    });
    if (!row) throw new Error('the order statement returned no row');
    return { placed: true, number: row.number };
  } catch (error) {
    // A unique column other than those the statement resolves itself: taken by a concurrent insert.
    if (isUniqueViolation(error)) return { placed: false, reason: 'not_inserted' };
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    if (refusal.message === 'over_limit') {
      return { placed: false, reason: 'over_limit', resetMs: Number(refusal.detail) };
    }
    if (refusal.message === 'promotion_refused') return { placed: false, reason: 'promotion_refused' };
    if (refusal.message === 'credit_taken') return { placed: false, reason: 'credit_taken' };
    return { placed: false, reason: 'not_inserted' };
  }
}

/** The refusal `refuse_statement` raised: its reason and its detail. */
function refusalOf(error: unknown): { message: string; detail: string } | null {
  const found = databaseError(error);
  if (found?.code !== REFUSED) return null;
  return { message: found.message, detail: typeof found.detail === 'string' ? found.detail : '' };
}

const placeholder = <Name extends keyof OrderValues & string>(name: Name) => sql.placeholder(name);

/** The order statement's values. */
type OrderValues = {
  customerId: string;
  email: string;
  name: string;
  phone: string | null;
  company: string | null;
  country: string;
  address: string;
  orderId: string;
  number: string;
  accessTokenHash: string;
  idempotencyKey: string;
  subtotalCents: number;
  discountCents: number;
  promotionId: string | null;
  /** Whose uses of the code the order counts against (`promotionBuyerKey` of the e-mail). */
  buyerKey: string;
  promoCode: string | null;
  creditCents: number;
  creditNote: string | null;
  /** json array of { line_id, cents }: the study-set lines credited */
  credits: string;
  creditCount: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  provider: string;
  /** json */
  billing: string;
  projectLocation: string | null;
  notes: string | null;
  /** ISO time */
  at: string;
  /** json array of order_lines rows */
  lines: string;
  emailId: string;
  emailKind: string;
  emailTo: string;
  /** json */
  emailParams: string;
  /** The sum of the lines' quantities (orders.item_count). */
  itemCount: number;
  /** json */
  eventDetail: string;
  noticeDetail: string;
  /** `HitsParams` values, and the limit of each bucket */
  keys: string[];
  resetsAt: string[];
  limits: number[];
};

/** The promotion's use, taken only when the order is placed (`promotion_use` is the part's name there). */
const promotionUse = promotionUseSql('placed', {
  promotionId: sql`${placeholder('promotionId')}::text`,
  buyerKey: sql`${placeholder('buyerKey')}::text`,
});

/**
 * The order statement, built once. Each table's part comes from the module that owns the table
 * (outbox, timeline, notifications, live notices, promotion uses, rate limits); customers, orders and their lines are
 * this module's. Over a limit or not inserted, its last part raises through `refuse_statement`, which
 * undoes every part before it. `insert-order.test.ts` checks every column it names against the schema.
 */
export const ORDER_STATEMENT = sql`
    with customer as (
      insert into customers (id, email, name, phone, company, country, address, order_count, last_order_at)
      values (${placeholder('customerId')}, ${placeholder('email')}, ${placeholder('name')}, ${placeholder('phone')},
              ${placeholder('company')}, ${placeholder('country')}, ${placeholder('address')}, 1, now())
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
                          discount_cents, promotion_id, promo_code, credit_cents, credit_note, tax_rate_bp, tax_cents,
                          total_cents, payment_provider, billing, project_location, notes, licence_accepted_at,
                          item_count)
      select ${placeholder('orderId')}, ${placeholder('number')}, ${placeholder('accessTokenHash')},
             ${placeholder('idempotencyKey')}, customer.id, 'awaiting_payment', ${placeholder('subtotalCents')}::int,
             ${placeholder('discountCents')}::int, ${placeholder('promotionId')}::text, ${placeholder('promoCode')}::text,
             ${placeholder('creditCents')}::int, ${placeholder('creditNote')}::text,
             ${placeholder('taxRateBasisPoints')}::int, ${placeholder('taxCents')}::int, ${placeholder('totalCents')}::int,
             ${placeholder('provider')}, ${placeholder('billing')}::jsonb, ${placeholder('projectLocation')},
             ${placeholder('notes')}, ${placeholder('at')}::timestamptz, ${placeholder('itemCount')}::int
      from customer
      on conflict do nothing
      returning id, number
    ),
    order_lines_written as (
      insert into order_lines (id, order_id, design_id, title, licence, unit_price_cents, quantity, line_total_cents,
                               discount_cents, credit_cents, options, build_site, upgrade_of)
      select line.id, placed.id, line.design_id, line.title, line.licence, line.unit_price_cents, line.quantity,
             line.line_total_cents, line.discount_cents, line.credit_cents, line.options, line.build_site,
             line.upgrade_of
      from placed, json_to_recordset(${placeholder('lines')}::json) as line (id text, design_id text, title text,
        licence text, unit_price_cents int, quantity int, line_total_cents int, discount_cents int,
        credit_cents int, options jsonb, build_site text, upgrade_of text)
    ),
    confirmation as (${enqueueEmailFrom('placed', {
      id: placeholder('emailId'),
      kind: placeholder('emailKind'),
      to: placeholder('emailTo'),
      params: placeholder('emailParams'),
    })}),
    placed_event as (${recordOrderEventFrom('placed', 'placed', {
      orderId: sql`placed.id`,
      detail: placeholder('eventDetail'),
    })}),
    notice as (${notifyStaffFrom('placed', 'new_order', {
      title: sql`'New order ' || placed.number`,
      detail: placeholder('noticeDetail'),
      link: sql`'/orders/' || placed.number`,
    })}),
    study_set_credited as (
      insert into study_set_credits (study_line_id, order_id, cents)
      select credit.line_id, placed.id, credit.cents
      from placed, json_to_recordset(${placeholder('credits')}::json) as credit (line_id text, cents int)
      on conflict do nothing
      returning study_line_id
    ),
    promotion_use as (${promotionUse.code}),
    buyer_promotion_use as (${promotionUse.buyer}),
    buckets as (${countHits(
      { keys: placeholder('keys'), resetsAt: placeholder('resetsAt'), at: placeholder('at') },
      sql`exists (select 1 from placed)`,
    )}),
    over_limit as (
      select buckets."resetMs"
      from buckets
      join unnest(${placeholder('keys')}::text[], ${placeholder('limits')}::int[]) as bucket_limit (key, max) using (key)
      where buckets.count > bucket_limit.max
    )
    select case
             when not exists (select 1 from placed) then refuse_statement('not_inserted', null)
             when (select count(*) from study_set_credited) < ${placeholder('creditCount')}::int
               then refuse_statement('credit_taken', null)
             when ${placeholder('promotionId')}::text is not null
                  and not exists (select 1 from buyer_promotion_use) then refuse_statement('promotion_refused', null)
             when exists (select 1 from over_limit)
               then refuse_statement('over_limit', (select max("resetMs") from over_limit)::text)
             else (select number from placed)
           end as number,
           (select ${publishExpression(LIVE_CHANNELS.notifications, sql`json_build_object('notificationId', notice.id)::text`)}
            from notice) as announced`;

const writeOrder = preparedStatement<{ number: string }, OrderValues>(ORDER_STATEMENT);
