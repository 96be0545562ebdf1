import type { AnalyticsReportData, TopDesign } from '@atelier/domain/analytics';
import { formatMoney } from '@atelier/domain/money';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors, tooltipStyle } from './chart-theme';
import { compactMoney, formatCount } from './format';
import { ReportSection, ReportTable } from './report-section';

type Ranking = 'revenue' | 'units';

const RANKINGS: { id: Ranking; label: string }[] = [
  { id: 'revenue', label: 'By revenue' },
  { id: 'units', label: 'By units' },
];

const shortTitle = (title: string) => (title.length > 22 ? `${title.slice(0, 21)}…` : title);

function topSummary(designs: TopDesign[], ranking: Ranking): string {
  const [best, second] = designs;
  if (!best) return 'No designs sold in this range.';
  const figure = (design: TopDesign) =>
    ranking === 'revenue' ? formatMoney(design.revenueCents) : `${formatCount(design.units)} units`;
  const lead = `Top design by ${ranking}: ${best.title} (${figure(best)})`;
  return second ? `${lead}, then ${second.title} (${figure(second)}).` : `${lead}.`;
}

/** The ten best-selling designs, ranked by revenue or by units sold (a toggle). */
export function TopDesignsChart({ report, csvUrl }: { report: AnalyticsReportData; csvUrl: string }) {
  const [ranking, setRanking] = useState<Ranking>('revenue');
  const designs = ranking === 'revenue' ? report.topByRevenue : report.topByUnits;
  const data = designs.map((design) => ({ ...design, label: shortTitle(design.title) }));
  return (
    <ReportSection
      title="Top designs"
      summary={topSummary(designs, ranking)}
      csvUrl={csvUrl}
      actions={
        <fieldset className="flex rounded-md border border-border p-0.5 text-sm">
          <legend className="sr-only">Rank top designs</legend>
          {RANKINGS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={ranking === option.id}
              onClick={() => setRanking(option.id)}
              className="rounded px-2.5 py-1 font-medium aria-pressed:bg-primary aria-pressed:text-primary-fg"
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      }
      chart={
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 16 }}>
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            dataKey={ranking === 'revenue' ? 'revenueCents' : 'units'}
            tick={axisTick}
            stroke={chartColors.grid}
            allowDecimals={false}
            tickFormatter={ranking === 'revenue' ? compactMoney : formatCount}
          />
          <YAxis type="category" dataKey="label" tick={axisTick} stroke={chartColors.grid} width={150} interval={0} />
          <Tooltip
            {...tooltipStyle}
            formatter={(value) => (ranking === 'revenue' ? formatMoney(Number(value)) : formatCount(Number(value)))}
          />
          <Bar
            name={ranking === 'revenue' ? 'Revenue' : 'Units'}
            dataKey={ranking === 'revenue' ? 'revenueCents' : 'units'}
            fill={chartColors.primary}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <ReportTable
          caption={`Top designs by ${ranking}`}
          columns={[{ header: 'Design' }, { header: 'Revenue', numeric: true }, { header: 'Units', numeric: true }]}
          rows={designs.map((design) => ({
            key: design.designId,
            cells: [design.title, formatMoney(design.revenueCents), formatCount(design.units)],
          }))}
        />
      }
    />
  );
}
