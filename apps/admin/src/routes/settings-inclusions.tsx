import { PermissionGate } from '../components/permission-gate';
import { InclusionsPage } from '../features/inclusions/inclusions-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/settings/inclusions')}>
      <InclusionsPage />
    </PermissionGate>
  );
}
