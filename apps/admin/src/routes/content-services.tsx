import { PermissionGate } from '../components/permission-gate';
import { ServicesPage } from '../features/content/services-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/content/services')}>
      <ServicesPage />
    </PermissionGate>
  );
}
