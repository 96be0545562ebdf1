import { ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { CUSTOMER_LIST_FILTERS, DEFAULT_CUSTOMER_SORT, useCustomerList } from './api';
import { customerColumns } from './customer-columns';

/** /customers: everyone who has ordered, searched, sorted and paged by the server, with the state in the URL. */
export function CustomerList() {
  const list = useListParams(CUSTOMER_LIST_FILTERS, DEFAULT_CUSTOMER_SORT);
  const query = useCustomerList(list.apiQuery);
  return (
    <div className="space-y-4">
      <ListFilters label="Filter customers">
        <SearchBox label="Search customers" placeholder="Name or e-mail" {...list.filter('q')} />
      </ListFilters>
      <ServerTable
        label="Customers"
        noun="customers"
        columns={customerColumns}
        query={query}
        rowsOf={(page) => page.customers}
        list={list}
        emptyText="No customers match this search."
      />
    </div>
  );
}
