import { can } from '@atelier/domain/permissions';
import { FilePen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Announcement } from '../../components/announcement';
import { secondaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useInquiry } from './api';
import { BackToInbox } from './back-to-inbox';
import { InquiryHeading, InquiryMessage, InquiryReplies } from './inquiry-details';
import { InquiryReplyForm } from './inquiry-reply-form';
import { InquiryStatusActions } from './inquiry-status-actions';

/** /support/inquiries/:id: one contact inquiry, the replies so far, and the reply form. */
export function InquiryPage({ id }: { id: string }) {
  const { user } = useAuth();
  const canUpdate = can(user, 'support', 'update');
  const canQuote = can(user, 'quotes', 'update');
  const query = useInquiry(id);
  const [announcement, setAnnouncement] = useState('');
  const detail = query.data;

  let body: ReactNode;
  if (query.isError && !detail) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    body = notFound ? (
      <p className="rounded-lg border border-border bg-card px-6 py-10 text-center">This inquiry does not exist.</p>
    ) : (
      <ErrorState title="The inquiry could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!detail) {
    body = <LoadingState>Loading inquiry...</LoadingState>;
  } else {
    const { inquiry } = detail;
    body = (
      <div className="space-y-6">
        <InquiryHeading inquiry={inquiry} />
        {inquiry.design && canQuote ? (
          <Link to={`/quotes/new?inquiry=${encodeURIComponent(inquiry.id)}`} className={secondaryButtonClass}>
            <FilePen aria-hidden className="size-4" /> Write a quote
          </Link>
        ) : null}
        {canUpdate ? (
          <InquiryStatusActions inquiryId={inquiry.id} status={inquiry.status} announce={setAnnouncement} />
        ) : null}
        <InquiryMessage inquiry={inquiry} />
        <InquiryReplies replies={detail.replies} />
        {canUpdate ? (
          <InquiryReplyForm inquiryId={inquiry.id} email={inquiry.email} announce={setAnnouncement} />
        ) : null}
      </div>
    );
  }

  return (
    <div className="max-w-5xl space-y-4">
      <BackToInbox tab="inquiries" />
      <Announcement>{announcement}</Announcement>
      {body}
    </div>
  );
}
