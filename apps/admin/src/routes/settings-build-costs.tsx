import { PermissionGate } from '../components/permission-gate';
import { BuildCostsPage } from '../features/build-costs/build-costs-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/settings/build-costs')}>
      <BuildCostsPage />
    </PermissionGate>
  );
}
