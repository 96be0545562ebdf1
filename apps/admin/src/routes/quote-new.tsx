import { PermissionGate } from '../components/permission-gate';
import { QuoteCreate } from '../features/quotes/quote-create';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/quotes/new')}>
      <QuoteCreate />
    </PermissionGate>
  );
}
