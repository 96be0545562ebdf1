import { PermissionGate } from '../components/permission-gate';
import { PromotionPage } from '../features/promotions/promotion-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/promotions')}>
      <PromotionPage />
    </PermissionGate>
  );
}
