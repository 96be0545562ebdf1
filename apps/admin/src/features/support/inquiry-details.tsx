import type { SupportInquiryDetail } from '@atelier/domain/support-inbox';
import { DateTime } from '../../components/date-time';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { linkClass } from '../../components/form-styles';
import { InquiryStatusBadge } from './inquiry-status-badge';

type Inquiry = SupportInquiryDetail['inquiry'];

export function InquiryHeading({ inquiry }: { inquiry: Inquiry }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-xl font-semibold">{inquiry.subjectLabel}</h2>
      <InquiryStatusBadge status={inquiry.status} />
      <p className="w-full text-sm text-muted-fg">
        Received <DateTime value={inquiry.createdAt} /> from {inquiry.name}
      </p>
      {inquiry.design && (
        <p className="w-full text-sm">
          About design: <span className="font-medium">{inquiry.design.title}</span> ({inquiry.design.id})
        </p>
      )}
    </div>
  );
}

/** Who wrote, and what they wrote. */
export function InquiryMessage({ inquiry }: { inquiry: Inquiry }) {
  const rows: DetailRow[] = [
    ['Name', inquiry.name],
    [
      'E-mail',
      <a key="email" href={`mailto:${inquiry.email}`} className={linkClass}>
        {inquiry.email}
      </a>,
    ],
    ['Phone', inquiry.phone],
    ['Subject', inquiry.subjectLabel],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section aria-labelledby="inquiry-sender-title" className="rounded-lg border border-border bg-card p-4">
        <h3 id="inquiry-sender-title" className="mb-3 font-semibold">
          Sender
        </h3>
        <DetailList rows={rows} />
      </section>
      <section aria-labelledby="inquiry-message-title" className="rounded-lg border border-border bg-card p-4">
        <h3 id="inquiry-message-title" className="mb-3 font-semibold">
          Message
        </h3>
        <p className="break-words whitespace-pre-line">{inquiry.message}</p>
      </section>
    </div>
  );
}

/** The staff replies so far, oldest first. */
export function InquiryReplies({ replies }: { replies: SupportInquiryDetail['replies'] }) {
  return (
    <section aria-labelledby="inquiry-replies-title" className="rounded-lg border border-border bg-card p-4">
      <h3 id="inquiry-replies-title" className="mb-3 font-semibold">
        Replies
      </h3>
      {replies.length === 0 ? (
        <p className="text-sm">No replies yet.</p>
      ) : (
        <ol aria-label="Replies, oldest first" className="space-y-4">
          {replies.map((reply) => (
            <li key={reply.id} className="border-l-2 border-primary pl-3">
              <p className="text-sm text-muted-fg">
                <span className="font-semibold text-fg">{reply.staffName}</span> · <DateTime value={reply.createdAt} />
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
