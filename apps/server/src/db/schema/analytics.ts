import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
