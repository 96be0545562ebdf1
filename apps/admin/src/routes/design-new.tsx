import { PermissionGate } from '../components/permission-gate';
import { DesignCreate } from '../features/designs/design-create';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/marketplace/designs/new')}>
      <DesignCreate />
    </PermissionGate>
  );
}
