import type { OrderedOption } from '@atelier/domain/orders';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { designs } from './catalog.ts';
import { bytea } from './columns.ts';
import { storedFiles } from './files.ts';
import { staffUsers } from './staff.ts';

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone'),
    company: text('company'),
    country: text('country'),
    address: text('address'),
    /** Kept up to date when an order is placed, paid or refunded, so the customer list sorts by them cheaply. */
    orderCount: integer('order_count').notNull().default(0),
    paidTotalCents: integer('paid_total_cents').notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The staff list's sorts, each ending on the id for keyset pages (decision 057); "Last order"
    // puts customers who never ordered last both ways.
    index('customers_name_idx').on(table.name, table.id),
    index('customers_order_count_idx').on(table.orderCount, table.id),
    index('customers_paid_total_idx').on(table.paidTotalCents, table.id),
    index('customers_last_order_desc_idx').on(sql`coalesce(${table.lastOrderAt}, '-infinity'::timestamptz)`, table.id),
    index('customers_last_order_asc_idx').on(sql`coalesce(${table.lastOrderAt}, 'infinity'::timestamptz)`, table.id),
    // "Part of a name or e-mail" searches (pg_trgm).
    index('customers_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('customers_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    // Finding a buyer's orders by address whatever its case: find-my-order and the account's library.
    index('customers_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * Promotion codes (decision 049). `uses` counts the orders holding a use (placed, not cancelled): the
 * order statement raises it only while it is under `max_uses`, so concurrent orders never overspend.
 */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  /** Upper case. */
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  maxUses: integer('max_uses'),
  maxUsesPerBuyer: integer('max_uses_per_buyer'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  scope: text('scope').notNull().default('all'),
  scopeValues: jsonb('scope_values').$type<string[]>().notNull().default([]),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  uses: integer('uses').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's uses of a code, by mailbox (`email` is `promotionBuyerKey` of the address, decision 062):
 * raised only while under the code's limit per buyer.
 */
export const promotionBuyerUses = pgTable(
  'promotion_buyer_uses',
  {
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.email] })],
);

/**
 * Sales (decision 050): a design's or a category's prices reduced by `percent_off` from `starts_at` to
 * `ends_at`. Read with the designs (the largest running reduction applies); nothing is copied onto them.
 */
export const priceSales = pgTable(
  'price_sales',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** 'design' or 'category' */
    target: text('target').notNull(),
    targetId: text('target_id').notNull(),
    percentOff: integer('percent_off').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_sales_target_idx').on(table.target, table.targetId, table.endsAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    /** SHA-256 of the secret in the confirmation link. */
    accessTokenHash: text('access_token_hash').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull(),
    currency: text('currency').notNull().default('USD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** What a promotion code took off the subtotal (decision 049). */
    discountCents: integer('discount_cents').notNull().default(0),
    promotionId: text('promotion_id').references(() => promotions.id),
    /** The code as the buyer used it, kept if the promotion is renamed. */
    promoCode: text('promo_code'),
    /** A study set's price credited on a build licence (decision 051), after the discount. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** What the credit is, as the order, e-mails and invoice print it: "Study set credit (order AP-…)". */
    creditNote: text('credit_note'),
    taxRateBasisPoints: integer('tax_rate_bp').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentReference: text('payment_reference'),
    billing: jsonb('billing').$type<Record<string, string | null>>().notNull(),
    projectLocation: text('project_location'),
    notes: text('notes'),
    refundNote: text('refund_note'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    licenceAcceptedAt: timestamp('licence_accepted_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The buyer's name and e-mail as the staff search reads them (decision 057): copied from the
     * customer by a trigger when the order is made and whenever the customer's name or e-mail changes.
     */
    buyerSearch: text('buyer_search').notNull().default(''),
    /**
     * The sum of the order's line quantities (what the staff lists show): written with the order and its
     * lines, kept by a trigger when a line is changed or removed later (migration 0035).
     */
    itemCount: integer('item_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key_idx').on(table.idempotencyKey),
    index('orders_customer_idx').on(table.customerId),
    // The staff list's sorts and status filter, each ending on the number for keyset pages (decision 057).
    index('orders_status_idx').on(table.status, table.createdAt, table.number),
    index('orders_created_idx').on(table.createdAt, table.number),
    index('orders_total_idx').on(table.totalCents, table.number),
    index('orders_number_trgm_idx').using('gin', table.number.op('gin_trgm_ops')),
    index('orders_buyer_search_trgm_idx').using('gin', table.buyerSearch.op('gin_trgm_ops')),
    // A number's beginning ("AP-7K3"): a prefix whatever the database's collation.
    index('orders_number_prefix_idx').on(table.number.op('text_pattern_ops')),
    // The admin's badge: bank transfers waiting for staff.
    index('orders_awaiting_transfer_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'awaiting_payment' and ${table.paymentProvider} = 'manual'`),
    // Analytics: sales by the day they were paid (docs/decisions/025-analytics.md).
    index('orders_sale_paid_idx').on(table.paidAt).where(sql`${table.status} = 'paid'`),
    index('orders_promotion_idx').on(table.promotionId, table.createdAt).where(sql`${table.promotionId} is not null`),
  ],
);

/**
 * The order's timeline: placed, paid, e-mails, downloads (with the client address), staff actions.
 * `staffName` is copied so the history reads the same after an account is renamed or removed.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: text('staff_user_id'),
    staffName: text('staff_name'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id),
    title: text('title').notNull(),
    /** The licence bought (decision 032); lines from before licences bought the base one. */
    licence: text('licence').notNull().default('pdf-single'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The line's share of the order's code discount, and its study set's credit (decision 064). */
    discountCents: integer('discount_cents').notNull().default(0),
    creditCents: integer('credit_cents').notNull().default(0),
    /** The plan options bought with the line, as priced then (decision 043); in the line's total. */
    options: jsonb('options').$type<OrderedOption[]>().notNull().default([]),
    /** Where the plans will be built (decision 044): given at checkout or later; printed on the certificate and stamp. */
    buildSite: text('build_site'),
    /** The line an upgrade widens the licence of (decision 052); null for a line bought at checkout. */
    upgradeOf: text('upgrade_of').references((): AnyPgColumn => orderLines.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_upgrade_idx').on(table.upgradeOf).where(sql`${table.upgradeOf} is not null`),
    // Whether a design was ordered (then it is archived, never deleted).
    index('order_lines_design_idx').on(table.designId),
  ],
);

/**
 * A study set credited on a later order (decision 051): one row per study-set line, so it is credited
 * once, whatever orders race for it; a cancelled order's rows are deleted, giving the credit back.
 */
export const studySetCredits = pgTable(
  'study_set_credits',
  {
    studyLineId: text('study_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cents: integer('cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('study_set_credits_order_idx').on(table.orderId)],
);

/** One row per file of each design the order may download (the licence decides which); counts its uses. */
export const downloadGrants = pgTable(
  'download_grants',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id),
    /** plan-set or cad; grants from before licences are the plan set. */
    file: text('file').notNull().default('plan-set'),
    uses: integer('uses').notNull().default(0),
    maxUses: integer('max_uses').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /**
     * The version of the plan file it opens (decision 046): the one current when the order was paid, or a
     * later one staff released; 0 follows the design's current file (a generated plan set, an option).
     */
    version: integer('version').notNull().default(0),
    /** When the buyer was e-mailed this grant's link (the payment mail, or a new version's notice). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('download_grants_order_design_file_version_idx').on(
      table.orderId,
      table.designId,
      table.file,
      table.version,
    ),
    // A new version's grants and notices find the buyers of a design's file.
    index('download_grants_design_file_idx').on(table.designId, table.file),
    // What an order's delivery is read from (orderSummaryColumns), from the index alone.
    index('download_grants_delivery_idx').on(table.orderId, table.uses, table.expiresAt),
    // The delivery filter starts from these when few orders match (deliveryCondition): the orders
    // whose files were downloaded, and those with a link still open.
    index('download_grants_used_idx').on(table.orderId).where(sql`${table.uses} > 0`),
    index('download_grants_expiry_idx').on(table.expiresAt, table.orderId),
  ],
);

/**
 * A plan option an order bought that the studio still draws (decision 043): due its lead time after the
 * order was paid, delivered when staff upload its file, which the buyer then downloads through a grant
 * like any other file of the order (`download_grants.file` = `option:<option id>`).
 */
export const orderTasks = pgTable(
  'order_tasks',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id),
    optionId: text('option_id').notNull(),
    /** The option's label when it was bought ("Basement foundation"). */
    label: text('label').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The delivered drawing; set with `deliveredAt`. */
    fileId: text('file_id').references(() => storedFiles.id),
    fileName: text('file_name'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: text('delivered_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_tasks_order_option_idx').on(table.orderId, table.designId, table.optionId),
    // The task list and the dashboard: the open tasks, the soonest due first.
    index('order_tasks_open_due_idx').on(table.dueAt).where(sql`${table.deliveredAt} is null`),
    index('order_tasks_delivered_idx').on(table.deliveredAt),
    index('order_tasks_file_idx').on(table.fileId),
  ],
);

/** The generated stand-in plan set of a seeded design (until staff upload theirs); never served from a public path. */
export const planFiles = pgTable('plan_files', {
  designId: text('design_id')
    .primaryKey()
    .references(() => designs.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  pageCount: integer('page_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Transactional outbox: a row is written in the same transaction as the change that causes the mail and
 * delivered afterwards, with retries (modules/email/outbox-worker.ts). It keeps what is needed to render
 * the message (`kind` names the template, `params` holds ids), never a bearer secret: links are rendered
 * at delivery time, and `text` keeps only a copy with the links redacted, for staff to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** Filled in when delivered. */
    subject: text('subject'),
    text: text('text'),
    /** pending, sending (claimed until next_attempt_at), sent, stored (no SMTP), failed. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last delivery error, kept after a later attempt succeeds. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    // An order's timeline lists the mails sent about it.
    index('email_outbox_order_idx').on(sql`(${table.params}->>'orderId')`),
  ],
);
