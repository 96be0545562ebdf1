import type { CustomerList as CustomerListAnswer, CustomerRow } from '@atelier/domain/customers';
import { ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { CUSTOMER_LIST_FILTERS, DEFAULT_CUSTOMER_SORT, useCustomerList } from './api';
import { customerColumns } from './customer-columns';

const rowId = (row: CustomerRow) => row.id;
const pageOfCustomers = (list: CustomerListAnswer) => ({ ...list, rows: list.customers });

/** /customers: everyone who has ordered, searched, sorted and paged by the server, with the state in the URL. */
export function CustomerList() {
  const list = useListParams(CUSTOMER_LIST_FILTERS, DEFAULT_CUSTOMER_SORT);
  const query = useCustomerList(list.apiQuery);
  return (
    <div className="space-y-4">
      <ListFilters label="Filter customers">
        <SearchBox
          label="Search customers"
          placeholder="Name or e-mail"
          value={list.filters.q}
          onSearch={(q) => list.setFilters({ q })}
        />
      </ListFilters>
      <ServerTable
        label="Customers"
        columns={customerColumns}
        rowId={rowId}
        query={query}
        pageOf={pageOfCustomers}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        loadingText="Loading customers..."
        emptyText="No customers match this search."
        errorTitle="The customers could not be loaded."
      />
    </div>
  );
}
