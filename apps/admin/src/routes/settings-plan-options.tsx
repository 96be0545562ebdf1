import { PermissionGate } from '../components/permission-gate';
import { PlanOptionsPage } from '../features/plan-options/plan-options-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/settings/plan-options')}>
      <PlanOptionsPage />
    </PermissionGate>
  );
}
