import { PermissionGate } from '../components/permission-gate';
import { CategoryPage } from '../features/categories/category-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/marketplace/categories')}>
      <CategoryPage />
    </PermissionGate>
  );
}
