import type { AnalyticsReportData, RevenuePoint } from '@atelier/domain/analytics';
import { formatMoney } from '@atelier/domain/money';
import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors, tooltipStyle } from './chart-theme';
import { axisLabel, bucketLabel, compactMoney, formatCount, formatDay } from './format';
import { ReportSection, ReportTable } from './report-section';

/**
 * The chart's text alternative: "Revenue rose from $X on 1 Mar to $Y on 31 Mar; total $Z from N orders,
 * average order $A; highest on 12 Mar ($B)."
 */
export function revenueSummary(report: AnalyticsReportData): string {
  const { series, totals, interval } = report;
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last || totals.orders === 0) {
    return `No paid orders between ${formatDay(report.from)} and ${formatDay(report.to)}.`;
  }
  const at = (point: RevenuePoint) => `${formatMoney(point.revenueCents)} (${bucketLabel(point.start, interval)})`;
  const trend =
    last.revenueCents === first.revenueCents
      ? `was ${formatMoney(first.revenueCents)} in the first and the last ${interval}`
      : `${last.revenueCents > first.revenueCents ? 'rose' : 'fell'} from ${at(first)} to ${at(last)}`;
  const best = series.reduce((top, point) => (point.revenueCents > top.revenueCents ? point : top), first);
  const orders = `${formatCount(totals.orders)} order${totals.orders === 1 ? '' : 's'}`;
  return `Revenue ${trend}; total ${formatMoney(totals.revenueCents)} from ${orders}, average order ${formatMoney(totals.averageOrderCents)}; highest ${at(best)}.`;
}

/** Revenue (area, left axis) and orders (line, right axis) per bucket. */
export function RevenueChart({ report, csvUrl }: { report: AnalyticsReportData; csvUrl: string }) {
  const points = report.series.map((point) => ({
    ...point,
    label: axisLabel(point.start, report.interval),
    revenue: point.revenueCents,
  }));
  return (
    <ReportSection
      title="Revenue and orders"
      summary={revenueSummary(report)}
      csvUrl={csvUrl}
      chart={
        <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={axisTick} stroke={chartColors.grid} minTickGap={16} />
          <YAxis yAxisId="revenue" tick={axisTick} stroke={chartColors.grid} tickFormatter={compactMoney} width={64} />
          <YAxis
            yAxisId="orders"
            orientation="right"
            allowDecimals={false}
            tick={axisTick}
            stroke={chartColors.grid}
            width={40}
          />
          <Tooltip
            {...tooltipStyle}
            formatter={(value, name) => (name === 'Revenue' ? formatMoney(Number(value)) : formatCount(Number(value)))}
          />
          <Legend wrapperStyle={{ color: 'var(--color-fg)' }} />
          <Area
            yAxisId="revenue"
            name="Revenue"
            type="linear"
            dataKey="revenue"
            stroke={chartColors.primary}
            fill={chartColors.primary}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Line
            yAxisId="orders"
            name="Orders"
            type="linear"
            dataKey="orders"
            stroke={chartColors.accent}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      }
      table={
        <ReportTable
          caption={`Revenue, orders and average order per ${report.interval} (${report.currency})`}
          columns={[
            { header: report.interval === 'day' ? 'Day' : report.interval === 'week' ? 'Week' : 'Month' },
            { header: 'Revenue', numeric: true },
            { header: 'Orders', numeric: true },
            { header: 'Average order', numeric: true },
          ]}
          rows={report.series.map((point) => ({
            key: point.start,
            cells: [
              bucketLabel(point.start, report.interval),
              formatMoney(point.revenueCents),
              formatCount(point.orders),
              formatMoney(point.averageOrderCents),
            ],
          }))}
        />
      }
    />
  );
}
