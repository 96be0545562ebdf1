import { PermissionGate } from '../components/permission-gate';
import { SupportInbox } from '../features/support/support-inbox';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/support')}>
      <SupportInbox />
    </PermissionGate>
  );
}
