import type { Database } from '../../db/client.ts';
import { createPageViewCounter } from './page-views.ts';
import { createAnalyticsReports } from './report.ts';

/** Sales analytics: the reports staff read, and the design page view counter the storefront feeds. */
export function createAnalyticsService(db: Database) {
  return { reports: createAnalyticsReports(db), pageViews: createPageViewCounter(db) };
}
