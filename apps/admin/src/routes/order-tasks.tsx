import { PermissionGate } from '../components/permission-gate';
import { TaskList } from '../features/orders/task-list';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/orders/tasks')}>
      <TaskList />
    </PermissionGate>
  );
}
