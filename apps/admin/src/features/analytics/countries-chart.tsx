import type { AnalyticsReportData } from '@atelier/domain/analytics';
import { formatMoney } from '@atelier/domain/money';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors, tooltipStyle } from './chart-theme';
import { formatCount } from './format';
import { ReportSection, ReportTable } from './report-section';

function countriesSummary(report: AnalyticsReportData): string {
  const [first, second] = report.countries;
  if (!first) return 'No paid orders in this range.';
  const share = `${formatCount(first.orders)} of ${formatCount(report.totals.orders)} orders`;
  const lead = `Most orders came from ${first.name} (${share})`;
  return second ? `${lead}, then ${second.name} (${formatCount(second.orders)}).` : `${lead}.`;
}

/** Paid orders per billing country, the most first (the chart shows ten, the table all). */
export function CountriesChart({ report, csvUrl }: { report: AnalyticsReportData; csvUrl: string }) {
  return (
    <ReportSection
      title="Orders by country"
      summary={countriesSummary(report)}
      csvUrl={csvUrl}
      chart={
        <BarChart
          data={report.countries.slice(0, 10)}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={axisTick} stroke={chartColors.grid} allowDecimals={false} />
          <YAxis type="category" dataKey="name" tick={axisTick} stroke={chartColors.grid} width={130} interval={0} />
          <Tooltip {...tooltipStyle} formatter={(value) => formatCount(Number(value))} />
          <Bar name="Orders" dataKey="orders" fill={chartColors.primary} isAnimationActive={false} />
        </BarChart>
      }
      table={
        <ReportTable
          caption="Paid orders and revenue by billing country"
          columns={[{ header: 'Country' }, { header: 'Orders', numeric: true }, { header: 'Revenue', numeric: true }]}
          rows={report.countries.map((row) => ({
            key: row.country,
            cells: [row.name, formatCount(row.orders), formatMoney(row.revenueCents)],
          }))}
        />
      }
    />
  );
}
