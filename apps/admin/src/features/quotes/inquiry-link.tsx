import { can } from '@atelier/domain/permissions';
import { Link } from 'react-router';
import { linkClass } from '../../components/form-styles';
import { useAuth } from '../../lib/auth';

/** The modification request a quote answers, as a link for staff who may read the support inbox. */
export function InquiryLink({ inquiryId }: { inquiryId: string }) {
  const { user } = useAuth();
  if (!can(user, 'support', 'read')) return null;
  return (
    <Link to={`/support/inquiries/${encodeURIComponent(inquiryId)}`} className={linkClass}>
      View the modification request
    </Link>
  );
}
