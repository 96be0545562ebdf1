import { useParams } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { CustomerPage } from '../features/customers/customer-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  const { id = '' } = useParams();
  return (
    <PermissionGate page={requirePage('/customers/:id')}>
      <CustomerPage key={id} id={id} />
    </PermissionGate>
  );
}
