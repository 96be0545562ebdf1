import { PermissionGate } from '../components/permission-gate';
import { OrderList } from '../features/orders/order-list';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/orders')}>
      <OrderList />
    </PermissionGate>
  );
}
