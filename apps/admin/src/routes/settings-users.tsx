import { PermissionGate } from '../components/permission-gate';
import { StaffUsersPage } from '../features/staff-users/staff-users-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/settings/users')}>
      <StaffUsersPage />
    </PermissionGate>
  );
}
