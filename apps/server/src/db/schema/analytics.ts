import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { designs } from './catalog.ts';

/**
 * How often each design's storefront page was viewed, per UTC day: a counter, nothing about the visitor
 * (modules/analytics/page-views.ts adds to it). Deleting a design deletes its counts.
 */
export const designPageViews = pgTable(
  'design_page_views',
  {
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.designId, table.day] }), index('design_page_views_day_idx').on(table.day)],
);

/**
 * Sales per paid day (UTC) and billing country, kept by a trigger on `orders` in the same transaction as
 * every write that makes, changes or unmakes a sale (decision 058): the analytics read a year from
 * 365 × countries rows instead of every order.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The billing country's code; '' when none was given. */
    country: text('country').notNull(),
    orders: integer('orders').notNull(),
    /** Order totals less refunds. */
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.country] })],
);

/** Sales per paid day and design, from the same trigger: orders holding the design, units and line totals. */
export const designSalesDays = pgTable(
  'design_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    designId: text('design_id').notNull(),
    orders: integer('orders').notNull(),
    units: integer('units').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.designId] })],
);
