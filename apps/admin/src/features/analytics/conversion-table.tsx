import { type AnalyticsReportData, formatRate } from '@atelier/domain/analytics';
import { formatCount } from './format';
import { ReportSection, ReportTable } from './report-section';

function conversionSummary(report: AnalyticsReportData): string {
  const { views, orders, rate } = report.conversion;
  if (views === 0) return `No design page views were recorded in this range; ${formatCount(orders)} paid orders.`;
  return `${formatCount(orders)} paid orders from ${formatCount(views)} design page views: ${formatRate(rate)} overall.`;
}

/** Views of each design's page against the paid orders that include it (the most viewed designs). */
export function ConversionTable({ report, csvUrl }: { report: AnalyticsReportData; csvUrl: string }) {
  return (
    <ReportSection
      title="Conversion from design page views"
      summary={conversionSummary(report)}
      csvUrl={csvUrl}
      table={
        <ReportTable
          caption="Page views and orders per design, the most viewed first"
          columns={[
            { header: 'Design' },
            { header: 'Page views', numeric: true },
            { header: 'Orders', numeric: true },
            { header: 'Conversion', numeric: true },
          ]}
          rows={report.conversion.designs.map((design) => ({
            key: design.designId,
            cells: [design.title, formatCount(design.views), formatCount(design.orders), formatRate(design.rate)],
          }))}
        />
      }
    />
  );
}
