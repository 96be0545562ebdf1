import { useParams } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { DesignPage } from '../features/designs/design-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  const { id = '' } = useParams();
  return (
    <PermissionGate page={requirePage('/marketplace/designs/:id')}>
      <DesignPage key={id} id={id} />
    </PermissionGate>
  );
}
