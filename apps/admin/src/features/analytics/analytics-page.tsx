import type { AnalyticsReport } from '@atelier/domain/analytics';
import { formatMoney } from '@atelier/domain/money';
import { ErrorState, LoadingState } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { analyticsCsvUrl, useAnalytics } from './api';
import { ConversionTable } from './conversion-table';
import { CountriesChart } from './countries-chart';
import { formatCount, formatDay } from './format';
import { RangePicker } from './range-picker';
import { RevenueChart } from './revenue-chart';
import { TopDesignsChart } from './top-designs-chart';
import { useAnalyticsParams } from './use-analytics-params';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-fg">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** /analytics: sales over time, top designs, conversion and countries for a range kept in the URL. */
export function AnalyticsPage() {
  const params = useAnalyticsParams();
  const query = useAnalytics(params.apiQuery);
  const invalid = query.error instanceof ApiRequestError && query.error.status === 400 ? query.error.fields : {};
  const csv = (report: AnalyticsReport) => analyticsCsvUrl(report, params.apiQuery);
  const report = query.data;

  return (
    <div className="space-y-6">
      <RangePicker params={params} fieldErrors={invalid} />
      {query.isPending && <LoadingState>Loading analytics...</LoadingState>}
      {query.isError && !report && (
        <ErrorState title="The analytics could not be loaded." error={query.error} onRetry={() => query.refetch()} />
      )}
      {report && (
        <div className="space-y-6" aria-busy={query.isFetching}>
          <p className="text-sm text-muted-fg">
            Paid orders from {formatDay(report.from)} to {formatDay(report.to)} (UTC), in {report.currency}.
          </p>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Revenue" value={formatMoney(report.totals.revenueCents)} />
            <Stat label="Orders" value={formatCount(report.totals.orders)} />
            <Stat label="Average order" value={formatMoney(report.totals.averageOrderCents)} />
            <Stat label="Design page views" value={formatCount(report.totals.views)} />
          </dl>
          <RevenueChart report={report} csvUrl={csv('revenue')} />
          <div className="grid gap-6 xl:grid-cols-2">
            <TopDesignsChart report={report} csvUrl={csv('top-designs')} />
            <CountriesChart report={report} csvUrl={csv('countries')} />
          </div>
          <ConversionTable report={report} csvUrl={csv('conversion')} />
        </div>
      )}
    </div>
  );
}
