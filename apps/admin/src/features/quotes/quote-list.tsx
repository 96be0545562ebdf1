import {
  QUOTE_LIST_FILTERS,
  QUOTE_STATUS_LABELS,
  type QuoteListFilter,
  type StaffQuoteRow,
} from '@atelier/domain/quotes';
import { FilterSelect, ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { DEFAULT_QUOTE_SORT, QUOTE_LIST_PARAMS, useQuoteList } from './api';
import { quoteColumns } from './quote-columns';

const FILTER_LABELS: Record<QuoteListFilter, string> = { open: 'Open', all: 'All', ...QUOTE_STATUS_LABELS };
const STATUS_OPTIONS = QUOTE_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));
const rowId = (row: StaffQuoteRow) => row.number;

/**
 * /quotes: the modification quotes, open ones (not delivered, expired or declined) unless another status
 * is chosen; the status, search, sort and page are in the URL and the server filters and pages.
 */
export function QuoteList() {
  const list = useListParams(QUOTE_LIST_PARAMS, DEFAULT_QUOTE_SORT);
  const query = useQuoteList(list.apiQuery);
  const status = list.filters.status || 'open';

  return (
    <div className="space-y-4">
      <ListFilters label="Filter quotes">
        <SearchBox label="Search quotes" placeholder="Quote number, buyer or design" {...list.filter('q')} />
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => list.setFilters({ status: next === 'open' ? '' : next })}
        />
      </ListFilters>
      <ServerTable
        label="Quotes"
        noun="quotes"
        columns={quoteColumns}
        rowId={rowId}
        query={query}
        rowsOf={(page) => page.quotes}
        list={list}
        emptyText={
          list.filters.q || status !== 'open'
            ? 'No quotes match these filters.'
            : 'No open quotes. Write one from a modification request in Support.'
        }
      />
    </div>
  );
}
