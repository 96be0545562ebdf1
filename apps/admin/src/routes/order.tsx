import { useParams } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { OrderPage } from '../features/orders/order-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  const { number = '' } = useParams();
  return (
    <PermissionGate page={requirePage('/orders/:number')}>
      <OrderPage key={number} number={number} />
    </PermissionGate>
  );
}
