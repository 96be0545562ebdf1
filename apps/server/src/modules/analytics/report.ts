import {
  ANALYTICS_TOP_DESIGNS,
  type AnalyticsInterval,
  type AnalyticsQuery,
  type AnalyticsReportData,
  addDays,
  averageOrderCents,
  bucketStarts,
  type CountryOrders,
  conversionRate,
  type DesignConversion,
  type TopDesign,
} from '@atelier/domain/analytics';
import { countryName } from '@atelier/domain/checkout';
import { and, between, countDistinct, desc, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designPageViews, designs, orderLines, orders } from '../../db/schema/index.ts';

/** The shop sells in one currency (orders.currency defaults to it; checkout never sets another). */
export const SHOP_CURRENCY = 'USD';

/** How many designs the conversion table of the page lists (the CSV lists them all). */
export const CONVERSION_ROWS = 20;

/** A sale paid within the range's days (UTC): see docs/decisions/025-analytics.md. Served by orders_sale_paid_idx. */
function salesIn(query: AnalyticsQuery): SQL {
  const from = new Date(`${query.from}T00:00:00Z`);
  const until = new Date(`${addDays(query.to, 1)}T00:00:00Z`);
  return and(eq(orders.status, 'paid'), gte(orders.paidAt, from), lt(orders.paidAt, until)) as SQL;
}

const netRevenue = sql`${orders.totalCents} - ${orders.refundedCents}`;

/** date_trunc's unit as a literal (a bound parameter would make GROUP BY differ from the select list). */
const TRUNCATE_TO: Record<AnalyticsInterval, SQL> = { day: sql`'day'`, week: sql`'week'`, month: sql`'month'` };

export function createAnalyticsReports(db: Database) {
  async function series(query: AnalyticsQuery) {
    const start = sql<string>`to_char(date_trunc(${TRUNCATE_TO[query.interval]}, ${orders.paidAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        start,
        orders: sql<number>`count(*)`.mapWith(Number),
        revenueCents: sql<number>`coalesce(sum(${netRevenue}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(salesIn(query))
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
    const revenueCents = sql<number>`coalesce(${sum(orderLines.lineTotalCents)}, 0)`.mapWith(Number);
    const units = sql<number>`coalesce(${sum(orderLines.quantity)}, 0)`.mapWith(Number);
    const rows: TopDesign[] = await db
      .select({ designId: orderLines.designId, title: designs.title, revenueCents, units })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(designs, eq(designs.id, orderLines.designId))
      .where(salesIn(query))
      .groupBy(orderLines.designId, designs.title)
      .orderBy(
        ...(by === 'revenue' ? [desc(revenueCents), desc(units)] : [desc(units), desc(revenueCents)]),
        orderLines.designId,
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
        .select({ designId: orderLines.designId, orders: countDistinct(orders.id).as('orders') })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(salesIn(query))
        .groupBy(orderLines.designId),
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
    const country = sql<string>`coalesce(${orders.billing}->>'country', '')`;
    const orderCount = sql<number>`count(*)`.mapWith(Number);
    const revenueCents = sql<number>`coalesce(sum(${netRevenue}), 0)`.mapWith(Number);
    const rows = await db
      .select({ country, orders: orderCount, revenueCents })
      .from(orders)
      .where(salesIn(query))
      .groupBy(country)
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
