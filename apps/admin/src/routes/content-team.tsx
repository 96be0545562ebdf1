import { PermissionGate } from '../components/permission-gate';
import { TeamPage } from '../features/content/team-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/content/team')}>
      <TeamPage />
    </PermissionGate>
  );
}
