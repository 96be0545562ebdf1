import { PermissionGate } from '../components/permission-gate';
import { DesignList } from '../features/designs/design-list';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/marketplace/designs')}>
      <DesignList />
    </PermissionGate>
  );
}
