import type { SupportInquirySummary } from '@atelier/domain/support-inbox';
import { Link } from 'react-router';
import { useListLinkState } from '../../components/data-table/back-to-list';
import { dataColumns } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { InquiryStatusBadge } from './inquiry-status-badge';

function InquiryLink({ inquiry }: { inquiry: SupportInquirySummary }) {
  return (
    <Link to={`/support/inquiries/${encodeURIComponent(inquiry.id)}`} state={useListLinkState()} className={linkClass}>
      {inquiry.name}
    </Link>
  );
}

const column = dataColumns<SupportInquirySummary>();

/** Newest first, as the server sends them; no column sorts. */
export const inquiryColumns = column.columns([
  column.accessor('name', {
    header: 'Sender',
    meta: { rowHeader: true },
    cell: (info) => (
      <>
        <InquiryLink inquiry={info.row.original} />
        <span className="block font-normal text-muted-fg">{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor('subjectLabel', { header: 'Subject' }),
  column.accessor('preview', {
    header: 'Message',
    cell: (info) => <span className="line-clamp-2 max-w-prose break-words">{info.getValue()}</span>,
  }),
  column.accessor('createdAt', { header: 'Received', cell: (info) => <DateTime value={info.getValue()} /> }),
  column.accessor('status', { header: 'Status', cell: (info) => <InquiryStatusBadge status={info.getValue()} /> }),
]);
