import type { AnalyticsReport } from '@atelier/domain/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';

export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (apiQuery: string) => [...analyticsKeys.all, apiQuery] as const,
};

/** The page's figures for `from`, `to` and `interval` (as a query string). */
export function useAnalytics(apiQuery: string) {
  return useQuery({
    queryKey: analyticsKeys.report(apiQuery),
    queryFn: () => staffGet('/analytics', { query: apiQuery }),
    // The charts of the last range stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One report as a CSV download, for the same range. */
export const analyticsCsvUrl = (report: AnalyticsReport, apiQuery: string) =>
  `/api/admin/analytics.csv?report=${report}&${apiQuery}`;
