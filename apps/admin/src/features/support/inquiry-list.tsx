import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type SupportInquiryList,
  type SupportInquirySummary,
} from '@atelier/domain/support-inbox';
import { FilterSelect, ListFilters } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useInquiryList } from './api';
import { inquiryColumns } from './inquiry-columns';
import { pageCount, useInboxParams } from './use-inbox-params';

const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }));
const rowId = (row: SupportInquirySummary) => row.id;
const pageOfInquiries = (list: SupportInquiryList) => ({
  rows: list.inquiries,
  total: list.total,
  page: list.page,
  pageCount: pageCount(list.total, list.pageSize),
});
const SERVER_ORDER = { id: 'created', desc: true };
const noSort = () => undefined;

/** Contact inquiries, newest first, filtered by status. */
export function InquiryList() {
  const { status, page, setStatus, setPage } = useInboxParams();
  const query = useInquiryList(status, page);
  return (
    <div className="space-y-4">
      <ListFilters label="Filter inquiries">
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </ListFilters>
      <ServerTable
        label="Contact inquiries, newest first"
        columns={inquiryColumns}
        rowId={rowId}
        query={query}
        pageOf={pageOfInquiries}
        sort={SERVER_ORDER}
        onSortChange={noSort}
        onPageChange={setPage}
        loadingText="Loading inquiries..."
        emptyText={status ? 'No inquiries with this status.' : 'No inquiries yet.'}
        errorTitle="The inquiries could not be loaded."
      />
    </div>
  );
}
