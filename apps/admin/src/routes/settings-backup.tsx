import { PermissionGate } from '../components/permission-gate';
import { BackupPage } from '../features/backup/backup-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/settings/backup')}>
      <BackupPage />
    </PermissionGate>
  );
}
