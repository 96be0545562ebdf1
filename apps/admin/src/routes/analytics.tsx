import { PermissionGate } from '../components/permission-gate';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/analytics')}>
      <AnalyticsPage />
    </PermissionGate>
  );
}
