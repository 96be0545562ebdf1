import type { SupportInquirySummary } from '@atelier/domain/support-inbox';
import { ListLink } from '../../components/data-table/back-to-list';
import { dataColumns, dateTimeCell } from '../../components/data-table/data-table';
import { InquiryStatusBadge } from './inquiry-status-badge';

const column = dataColumns<SupportInquirySummary>();

/** Newest first, as the server sends them; no column sorts. */
export const inquiryColumns = column.columns([
  column.accessor('name', {
    header: 'Sender',
    meta: { rowHeader: true },
    cell: (info) => (
      <>
        <ListLink to={`/support/inquiries/${encodeURIComponent(info.row.original.id)}`}>{info.getValue()}</ListLink>
        <span className="block font-normal text-muted-fg">{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor('subjectLabel', { header: 'Subject' }),
  column.accessor('preview', {
    header: 'Message',
    cell: (info) => <span className="line-clamp-2 max-w-prose break-words">{info.getValue()}</span>,
  }),
  column.accessor('createdAt', { header: 'Received', cell: dateTimeCell }),
  column.accessor('status', { header: 'Status', cell: (info) => <InquiryStatusBadge status={info.getValue()} /> }),
]);
