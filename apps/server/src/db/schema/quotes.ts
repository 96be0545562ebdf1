import type { QuoteLine } from '@atelier/domain/quotes';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { designs } from './catalog.ts';
import { storedFiles } from './files.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';
import { contactInquiries } from './support.ts';

/**
 * A modification quote (decision 053): the changes a modification request asks for, priced by staff.
 * The deposit and the balance are each paid as an order of its own (`deposit_order_id`,
 * `balance_order_id`); the buyer opens the quote through a private link derived from its id.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    /** 'Q-7K3Q-X9M2' */
    number: text('number').notNull().unique(),
    inquiryId: text('inquiry_id').references(() => contactInquiries.id, { onDelete: 'set null' }),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id),
    /** The design's title when the quote was written. */
    designTitle: text('design_title').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** draft, sent, accepted, deposit_paid, in_progress, awaiting_approval, final, delivered, declined (expired is read). */
    status: text('status').notNull().default('draft'),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    dueDays: integer('due_days').notNull(),
    /** The last day (UTC) it may be accepted, 'YYYY-MM-DD'. */
    validUntil: text('valid_until').notNull(),
    note: text('note').notNull().default(''),
    /** When the studio's next drawings are due: set when the deposit is paid and on each request for changes. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    depositOrderId: text('deposit_order_id').references(() => orders.id),
    balanceOrderId: text('balance_order_id').references(() => orders.id),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotes_status_idx').on(table.status, table.updatedAt),
    index('quotes_updated_idx').on(table.updatedAt),
    index('quotes_inquiry_idx').on(table.inquiryId),
    index('quotes_deposit_order_idx').on(table.depositOrderId).where(sql`${table.depositOrderId} is not null`),
    index('quotes_balance_order_idx').on(table.balanceOrderId).where(sql`${table.balanceOrderId} is not null`),
  ],
);

/** A set of drawings staff uploaded for a quote: preliminary versions for the buyer's decision, then final. */
export const quoteDrawings = pgTable(
  'quote_drawings',
  {
    id: text('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** preliminary or final */
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    fileName: text('file_name').notNull(),
    /** What staff say changed in this version, shown to the buyer beside it (at most 500 characters). */
    note: text('note'),
    uploadedBy: text('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's answer to a preliminary set: approved or changes_requested. */
    decision: text('decision'),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('quote_drawings_quote_idx').on(table.quoteId, table.kind, table.version),
    index('quote_drawings_file_idx').on(table.fileId),
  ],
);

/** A quote's history: each step, who took it, and the buyer's comments. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's name, 'Buyer', or null for the payment provider. */
    actor: text('actor'),
    summary: text('summary').notNull(),
    comment: text('comment'),
  },
  (table) => [index('quote_events_quote_idx').on(table.quoteId, table.at)],
);
