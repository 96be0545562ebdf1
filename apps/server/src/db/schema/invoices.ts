import type { InvoiceDocument } from '@atelier/domain/invoices';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * An invoice (issued when its order is paid) or a credit note (one per refund), decision 045. Never
 * changed once written: `document` holds everything its PDF prints, as it was when it was issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** 'INV-2026-000001', 'CN-2026-000001'. */
    number: text('number').notNull().unique(),
    /** invoice or credit_note. */
    kind: text('kind').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The calendar year (UTC) whose sequence numbered it, and its place in that sequence. */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_kind_year_sequence_idx').on(table.kind, table.year, table.sequence),
    // Paying an order issues one invoice, whatever races the payment.
    uniqueIndex('invoices_one_per_order_idx').on(table.orderId).where(sql`${table.kind} = 'invoice'`),
    index('invoices_order_idx').on(table.orderId, table.issuedAt),
  ],
);

/**
 * The last number issued per kind and year. Taken with one upsert in the transaction that issues, whose
 * row lock holds other issuers until that transaction ends: a rollback gives the number back.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);
