import { useParams } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { InquiryPage } from '../features/support/inquiry-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  const { id = '' } = useParams();
  return (
    <PermissionGate page={requirePage('/support/inquiries/:id')}>
      <InquiryPage key={id} id={id} />
    </PermissionGate>
  );
}
