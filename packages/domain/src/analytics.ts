import './zod-config.ts';
import { z } from 'zod';
import { dayQueryParam } from './orders.ts';

/**
 * Sales analytics (GET /api/admin/analytics, permission analytics:read). A sale is an order whose payment
 * arrived and that is still `paid` (cancelled and fully refunded orders are not sales); its revenue is the
 * total paid minus partial refunds, in integer cents of the shop's one currency, on the UTC day of payment.
 * See docs/decisions/025-analytics.md.
 */

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

export const ANALYTICS_REPORTS = ['revenue', 'top-designs', 'conversion', 'countries'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

/** The longest range one request may cover. */
export const ANALYTICS_MAX_YEARS = 2;
/** How many designs the top lists show. */
export const ANALYTICS_TOP_DESIGNS = 10;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dateOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(dateOfDay(day).getTime() + days * DAY_MS));
}

/** The same calendar day `years` earlier (29 February becomes 1 March). */
function yearsBefore(day: string, years: number): string {
  const date = dateOfDay(day);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return isoDay(date);
}

/**
 * The report's days (inclusive, UTC) and grouping. Both days default to the last 30 days up to today;
 * `from` after `to`, or a range longer than two years, is refused with a message on the field.
 */
export const analyticsQuerySchema = z
  .object({
    from: dayQueryParam.optional(),
    to: dayQueryParam.optional(),
    interval: z.enum(ANALYTICS_INTERVALS, { error: 'Choose day, week or month.' }).default('day'),
  })
  .transform((query, context) => {
    const to = query.to ?? isoDay(new Date());
    const from = query.from ?? addDays(to, -29);
    if (from > to) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'The start date must not be after the end date.' });
      return z.NEVER;
    }
    if (from < yearsBefore(to, ANALYTICS_MAX_YEARS)) {
      const message = `Choose a range of at most ${ANALYTICS_MAX_YEARS} years.`;
      context.addIssue({ code: 'custom', path: ['from'], message });
      return z.NEVER;
    }
    return { from, to, interval: query.interval };
  });
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** GET /api/admin/analytics.csv: one report (the revenue series by default) for the same range. */
export const analyticsCsvQuerySchema = z
  .object({ report: z.enum(ANALYTICS_REPORTS, { error: 'Choose one of the reports.' }).default('revenue') })
  .and(analyticsQuerySchema);

/** The first day of the bucket `day` falls in: itself, its ISO week's Monday, or the first of its month. */
export function bucketStart(day: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (dateOfDay(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Every bucket from the one holding `from` to the one holding `to`, so a chart shows quiet days as zeros. */
export function bucketStarts(from: string, to: string, interval: AnalyticsInterval): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, interval); start <= to; ) {
    starts.push(start);
    if (interval === 'day') start = addDays(start, 1);
    else if (interval === 'week') start = addDays(start, 7);
    else {
      const date = dateOfDay(start);
      date.setUTCMonth(date.getUTCMonth() + 1);
      start = isoDay(date);
    }
  }
  return starts;
}

const cents = z.number().int();
const count = z.number().int().nonnegative();

export const revenuePointSchema = z.object({
  /** First day of the bucket (YYYY-MM-DD). */
  start: z.string(),
  revenueCents: cents,
  orders: count,
  /** Revenue ÷ orders, rounded to the cent; 0 without orders. */
  averageOrderCents: cents,
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const topDesignSchema = z.object({
  designId: z.string(),
  title: z.string(),
  /** Sum of the line totals (before tax) on sales in the range. */
  revenueCents: cents,
  units: count,
});
export type TopDesign = z.infer<typeof topDesignSchema>;

export const designConversionSchema = z.object({
  designId: z.string(),
  title: z.string(),
  views: count,
  /** Sales in the range with at least one line for the design. */
  orders: count,
  /** orders ÷ views (0 to 1, may exceed 1 when buyers skipped the page); null without views. */
  rate: z.number().nullable(),
});
export type DesignConversion = z.infer<typeof designConversionSchema>;

export const countryOrdersSchema = z.object({
  /** ISO 3166 code from the billing address. */
  country: z.string(),
  name: z.string(),
  orders: count,
  revenueCents: cents,
});
export type CountryOrders = z.infer<typeof countryOrdersSchema>;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(ANALYTICS_INTERVALS),
  currency: z.string(),
  totals: z.object({ revenueCents: cents, orders: count, averageOrderCents: cents, views: count }),
  series: z.array(revenuePointSchema),
  topByRevenue: z.array(topDesignSchema),
  topByUnits: z.array(topDesignSchema),
  conversion: z.object({
    views: count,
    orders: count,
    rate: z.number().nullable(),
    /** The most viewed designs (and any sold without a recorded view). */
    designs: z.array(designConversionSchema),
  }),
  countries: z.array(countryOrdersSchema),
});
export type AnalyticsReportData = z.infer<typeof analyticsReportSchema>;

/** Revenue ÷ orders in whole cents (0 when nothing sold). */
export const averageOrderCents = (revenueCents: number, orders: number) =>
  orders === 0 ? 0 : Math.round(revenueCents / orders);

/** orders ÷ views, or null when nobody viewed. */
export const conversionRate = (orders: number, views: number) => (views === 0 ? null : orders / views);

/** 0.0123 → '1.2%'; null → '–' */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  return `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
