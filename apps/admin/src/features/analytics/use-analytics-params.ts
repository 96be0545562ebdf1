import { ANALYTICS_INTERVALS, type AnalyticsInterval, addDays, isoDay } from '@atelier/domain/analytics';
import { useSearchParams } from 'react-router';

export const RANGE_PRESETS = [
  { id: '7d', label: 'Last 7 days', days: 7, interval: 'day' },
  { id: '30d', label: 'Last 30 days', days: 30, interval: 'day' },
  { id: '90d', label: 'Last 90 days', days: 90, interval: 'week' },
  { id: '12m', label: 'Last 12 months', days: 0, interval: 'month' },
] as const satisfies readonly { id: string; label: string; days: number; interval: AnalyticsInterval }[];
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The preset's first and last day, ending today (UTC, as the server counts days). */
export function presetRange(preset: RangePreset, today = isoDay(new Date())) {
  if (preset.days > 0) return { from: addDays(today, 1 - preset.days), to: today };
  const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 11);
  return { from: isoDay(start), to: today };
}

const DEFAULT_PRESET = RANGE_PRESETS[1];

/**
 * The range and interval, kept in the URL (`?from=&to=&interval=`) so a report can be bookmarked and
 * shared; without them, the last 30 days by day. The server checks the values.
 */
export function useAnalyticsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = presetRange(DEFAULT_PRESET);
  const from = searchParams.get('from') ?? fallback.from;
  const to = searchParams.get('to') ?? fallback.to;
  const requested = searchParams.get('interval');
  const interval = (ANALYTICS_INTERVALS as readonly string[]).includes(requested ?? '')
    ? (requested as AnalyticsInterval)
    : DEFAULT_PRESET.interval;
  const apiQuery = new URLSearchParams({ from, to, interval }).toString();
  const activePreset = RANGE_PRESETS.find((preset) => {
    const range = presetRange(preset);
    return range.from === from && range.to === to;
  });

  const update = (next: { from?: string; to?: string; interval?: AnalyticsInterval }) =>
    setSearchParams(
      new URLSearchParams({ from: next.from ?? from, to: next.to ?? to, interval: next.interval ?? interval }),
      { preventScrollReset: true },
    );

  return {
    from,
    to,
    interval,
    apiQuery,
    activePreset,
    choosePreset: (preset: RangePreset) => update({ ...presetRange(preset), interval: preset.interval }),
    setRange: (range: { from: string; to: string }) => update(range),
    setInterval: (value: AnalyticsInterval) => update({ interval: value }),
  };
}
