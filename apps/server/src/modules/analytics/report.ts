import {
  ANALYTICS_TOP_DESIGNS,
  type AnalyticsInterval,
  type AnalyticsQuery,
  type AnalyticsReportData,
  averageOrderCents,
  bucketStarts,
  type CountryOrders,
  conversionRate,
  type DesignConversion,
  type TopDesign,
} from '@atelier/domain/analytics';
import { countryName } from '@atelier/domain/checkout';
import { between, desc, eq, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designPageViews, designSalesDays, designs, salesDays } from '../../db/schema/index.ts';

/** The shop sells in one currency (orders.currency defaults to it; checkout never sets another). */
export const SHOP_CURRENCY = 'USD';

/** How many designs the conversion table of the page lists (the CSV lists them all). */
export const CONVERSION_ROWS = 20;

// Sales are orders paid within the range's days (UTC): see docs/decisions/025-analytics.md. They are
// read from the roll-ups the database keeps per day (decision 058), so a year costs 365 rows a country
// or a design, not every order.
const salesDaysIn = (query: AnalyticsQuery) => between(salesDays.day, query.from, query.to);
const designSalesIn = (query: AnalyticsQuery) => between(designSalesDays.day, query.from, query.to);

/** date_trunc's unit as a literal (a bound parameter would make GROUP BY differ from the select list). */
const TRUNCATE_TO: Record<AnalyticsInterval, SQL> = { day: sql`'day'`, week: sql`'week'`, month: sql`'month'` };

export function createAnalyticsReports(db: Database) {
  async function series(query: AnalyticsQuery) {
    const start = sql<string>`to_char(date_trunc(${TRUNCATE_TO[query.interval]}, ${salesDays.day}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        start,
        orders: sql<number>`coalesce(sum(${salesDays.orders}), 0)`.mapWith(Number),
        revenueCents: sql<number>`coalesce(sum(${salesDays.revenueCents}), 0)`.mapWith(Number),
      })
      .from(salesDays)
      .where(salesDaysIn(query))
      .groupBy(start);
    const byStart = new Map(rows.map((row) => [row.start, row]));
    // Every bucket, the quiet ones as zeros, so a chart does not skip days.
    return bucketStarts(query.from, query.to, query.interval).map((bucket) => {
      const row = byStart.get(bucket);
      const revenueCents = row?.revenueCents ?? 0;
      const count = row?.orders ?? 0;
      return { start: bucket, revenueCents, orders: count, averageOrderCents: averageOrderCents(revenueCents, count) };
    });
  }

  async function topDesigns(query: AnalyticsQuery, by: 'revenue' | 'units', limit = ANALYTICS_TOP_DESIGNS) {
    const revenueCents = sql<number>`coalesce(${sum(designSalesDays.revenueCents)}, 0)`.mapWith(Number);
    const units = sql<number>`coalesce(${sum(designSalesDays.units)}, 0)`.mapWith(Number);
    const rows: TopDesign[] = await db
      .select({ designId: designSalesDays.designId, title: designs.title, revenueCents, units })
      .from(designSalesDays)
      .innerJoin(designs, eq(designs.id, designSalesDays.designId))
      .where(designSalesIn(query))
      .groupBy(designSalesDays.designId, designs.title)
      // A design whose sales were all taken back (refunded, cancelled) sold nothing in the range.
      .having(sql`sum(${designSalesDays.orders}) > 0`)
      .orderBy(
        ...(by === 'revenue' ? [desc(revenueCents), desc(units)] : [desc(units), desc(revenueCents)]),
        designSalesDays.designId,
      )
      .limit(limit);
    return rows;
  }

  async function totalViews(query: AnalyticsQuery) {
    const [row] = await db
      .select({ views: sql<number>`coalesce(sum(${designPageViews.views}), 0)`.mapWith(Number) })
      .from(designPageViews)
      .where(between(designPageViews.day, query.from, query.to));
    return row?.views ?? 0;
  }

  /** Views and sales per design: the most viewed first, designs sold without a recorded view included. */
  async function conversionByDesign(query: AnalyticsQuery, limit?: number): Promise<DesignConversion[]> {
    const viewed = db.$with('viewed').as(
      db
        .select({
          designId: designPageViews.designId,
          views: sql<number>`sum(${designPageViews.views})`.as('views'),
        })
        .from(designPageViews)
        .where(between(designPageViews.day, query.from, query.to))
        .groupBy(designPageViews.designId),
    );
    const sold = db.$with('sold').as(
      db
        .select({
          designId: designSalesDays.designId,
          orders: sql<number>`sum(${designSalesDays.orders})`.as('orders'),
        })
        .from(designSalesDays)
        .where(designSalesIn(query))
        .groupBy(designSalesDays.designId)
        .having(sql`sum(${designSalesDays.orders}) > 0`),
    );
    const designId = sql<string>`coalesce(${viewed.designId}, ${sold.designId})`;
    const views = sql<number>`coalesce(${viewed.views}, 0)`.mapWith(Number);
    const orderCount = sql<number>`coalesce(${sold.orders}, 0)`.mapWith(Number);
    const statement = db
      .with(viewed, sold)
      .select({ designId, title: designs.title, views, orders: orderCount })
      .from(viewed)
      .fullJoin(sold, eq(sold.designId, viewed.designId))
      .innerJoin(designs, eq(designs.id, designId))
      .orderBy(desc(views), desc(orderCount), designId);
    const rows = await (limit === undefined ? statement : statement.limit(limit));
    return rows.map((row) => ({
      designId: row.designId,
      title: row.title ?? row.designId,
      views: row.views,
      orders: row.orders,
      rate: conversionRate(row.orders, row.views),
    }));
  }

  async function countries(query: AnalyticsQuery): Promise<CountryOrders[]> {
    const country = salesDays.country;
    const orderCount = sql<number>`sum(${salesDays.orders})`.mapWith(Number);
    const revenueCents = sql<number>`coalesce(sum(${salesDays.revenueCents}), 0)`.mapWith(Number);
    const rows = await db
      .select({ country, orders: orderCount, revenueCents })
      .from(salesDays)
      .where(salesDaysIn(query))
      .groupBy(country)
      .having(sql`sum(${salesDays.orders}) > 0`)
      .orderBy(desc(orderCount), desc(revenueCents), country);
    return rows.map((row) => ({ ...row, name: row.country ? countryName(row.country) : 'Unknown' }));
  }

  return {
    series,
    topDesigns,
    conversionByDesign,
    countries,

    /** Everything the analytics page shows for the range. */
    async report(query: AnalyticsQuery): Promise<AnalyticsReportData> {
      const [points, topByRevenue, topByUnits, views, designRows, byCountry] = await Promise.all([
        series(query),
        topDesigns(query, 'revenue'),
        topDesigns(query, 'units'),
        totalViews(query),
        conversionByDesign(query, CONVERSION_ROWS),
        countries(query),
      ]);
      const revenueCents = points.reduce((total, point) => total + point.revenueCents, 0);
      const orderCount = points.reduce((total, point) => total + point.orders, 0);
      return {
        ...query,
        currency: SHOP_CURRENCY,
        totals: {
          revenueCents,
          orders: orderCount,
          averageOrderCents: averageOrderCents(revenueCents, orderCount),
          views,
        },
        series: points,
        topByRevenue,
        topByUnits,
        conversion: { views, orders: orderCount, rate: conversionRate(orderCount, views), designs: designRows },
        countries: byCountry,
      };
    },
  };
}

export type AnalyticsReports = ReturnType<typeof createAnalyticsReports>;
