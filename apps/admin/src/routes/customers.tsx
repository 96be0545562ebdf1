import { PermissionGate } from '../components/permission-gate';
import { CustomerList } from '../features/customers/customer-list';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/customers')}>
      <CustomerList />
    </PermissionGate>
  );
}
