import { PermissionGate } from '../components/permission-gate';
import { PricingPage } from '../features/pricing/pricing-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/marketplace/pricing')}>
      <PricingPage />
    </PermissionGate>
  );
}
