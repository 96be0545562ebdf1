import { PermissionGate } from '../components/permission-gate';
import { SitePage } from '../features/content/site-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/content/site')}>
      <SitePage />
    </PermissionGate>
  );
}
