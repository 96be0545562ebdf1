import { PermissionGate } from '../components/permission-gate';
import { SettingsPage } from '../features/settings/settings-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/settings/general')}>
      <SettingsPage />
    </PermissionGate>
  );
}
