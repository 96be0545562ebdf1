import { PermissionGate } from '../components/permission-gate';
import { FeaturedPage } from '../features/featured/featured-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/marketplace/featured')}>
      <FeaturedPage />
    </PermissionGate>
  );
}
