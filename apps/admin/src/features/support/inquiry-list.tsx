import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '@atelier/domain/support-inbox';
import { FilterSelect, ListFilters } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useInquiryList } from './api';
import { inquiryColumns } from './inquiry-columns';
import { useInboxParams } from './use-inbox-params';

const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }));

/** Contact inquiries, newest first, filtered by status. */
export function InquiryList() {
  const inbox = useInboxParams();
  const { status } = inbox;
  const query = useInquiryList(status, inbox.page);
  return (
    <div className="space-y-4">
      <ListFilters label="Filter inquiries">
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={inbox.setStatus}
        />
      </ListFilters>
      <ServerTable
        label="Contact inquiries, newest first"
        noun="inquiries"
        columns={inquiryColumns}
        query={query}
        rowsOf={(list) => list.inquiries}
        list={inbox}
        emptyText={status ? 'No inquiries with this status.' : 'No inquiries yet.'}
      />
    </div>
  );
}
