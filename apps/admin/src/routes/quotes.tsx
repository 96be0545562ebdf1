import { PermissionGate } from '../components/permission-gate';
import { QuoteList } from '../features/quotes/quote-list';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/quotes')}>
      <QuoteList />
    </PermissionGate>
  );
}
