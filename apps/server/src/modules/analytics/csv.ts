import { type AnalyticsQuery, type AnalyticsReport, formatRate } from '@atelier/domain/analytics';
import { csvRow } from '@atelier/domain/staff-orders';
import { type AnalyticsReports, SHOP_CURRENCY } from './report.ts';

const money = (cents: number) => (cents / 100).toFixed(2);
const rate = (value: number | null) => (value === null ? '' : value.toFixed(4));

/**
 * One report as CSV text (header first, CRLF lines, a byte order mark so spreadsheets read UTF-8). Cells
 * go through csvRow, which quotes them and defuses text a spreadsheet would run as a formula.
 */
export async function analyticsCsv(reports: AnalyticsReports, report: AnalyticsReport, query: AnalyticsQuery) {
  const rows = await csvRows(reports, report, query);
  return `\uFEFF${rows.map(csvRow).join('')}`;
}

type Cell = string | number | null;

async function csvRows(reports: AnalyticsReports, report: AnalyticsReport, query: AnalyticsQuery): Promise<Cell[][]> {
  const currency = SHOP_CURRENCY;
  switch (report) {
    case 'revenue':
      return [
        [`${query.interval} starting`, `Revenue (${currency})`, 'Orders', `Average order (${currency})`],
        ...(await reports.series(query)).map((point) => [
          point.start,
          money(point.revenueCents),
          point.orders,
          money(point.averageOrderCents),
        ]),
      ];
    case 'top-designs': {
      const [byRevenue, byUnits] = await Promise.all([
        reports.topDesigns(query, 'revenue'),
        reports.topDesigns(query, 'units'),
      ]);
      const line = (ranking: string) => (design: (typeof byRevenue)[number], index: number) => [
        ranking,
        index + 1,
        design.designId,
        design.title,
        money(design.revenueCents),
        design.units,
      ];
      return [
        ['Ranking', 'Rank', 'Design ID', 'Design', `Revenue (${currency})`, 'Units'],
        ...byRevenue.map(line('By revenue')),
        ...byUnits.map(line('By units')),
      ];
    }
    case 'conversion':
      return [
        ['Design ID', 'Design', 'Page views', 'Orders', 'Conversion rate', 'Conversion'],
        ...(await reports.conversionByDesign(query)).map((design) => [
          design.designId,
          design.title,
          design.views,
          design.orders,
          rate(design.rate),
          formatRate(design.rate),
        ]),
      ];
    case 'countries':
      return [
        ['Country code', 'Country', 'Orders', `Revenue (${currency})`],
        ...(await reports.countries(query)).map((row) => [row.country, row.name, row.orders, money(row.revenueCents)]),
      ];
  }
}
