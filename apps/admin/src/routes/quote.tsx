import { useParams } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { QuotePage } from '../features/quotes/quote-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  const { number = '' } = useParams();
  return (
    <PermissionGate page={requirePage('/quotes/:number')}>
      <QuotePage key={number} number={number} />
    </PermissionGate>
  );
}
