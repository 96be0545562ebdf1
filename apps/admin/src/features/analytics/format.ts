import type { AnalyticsInterval } from '@atelier/domain/analytics';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const countFormat = new Intl.NumberFormat('en-US');

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** '2025-03-05' → '5 Mar 2025' */
export const formatDay = (day: string) => dayFormat.format(dateOf(day));

/** A bucket's name in tables and summaries: '5 Mar 2025', 'Week of 3 Mar 2025', 'Mar 2025'. */
export function bucketLabel(start: string, interval: AnalyticsInterval): string {
  if (interval === 'month') return monthFormat.format(dateOf(start));
  return interval === 'week' ? `Week of ${formatDay(start)}` : formatDay(start);
}

/** A bucket's short name under a chart's axis. */
export function axisLabel(start: string, interval: AnalyticsInterval): string {
  return interval === 'month' ? monthFormat.format(dateOf(start)) : shortDayFormat.format(dateOf(start));
}

export const formatCount = (value: number) => countFormat.format(value);

/** 1234567 cents → '$12.3k', for axis ticks. */
export function compactMoney(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}
