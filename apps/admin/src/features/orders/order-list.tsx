import { ORDER_STATUSES } from '@atelier/domain/orders';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  PAYMENT_STATUS_LABELS,
  type StaffOrderList,
  type StaffOrderRow,
} from '@atelier/domain/staff-orders';
import { Download } from 'lucide-react';
import { DateFilter, FilterSelect, ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { secondaryButtonClass } from '../../components/form-styles';
import { DEFAULT_ORDER_SORT, ORDER_LIST_FILTERS, orderExportUrl, useOrderList } from './api';
import { orderColumns } from './order-columns';

const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }));
const DELIVERY_OPTIONS = DELIVERY_STATUSES.map((value) => ({ value, label: DELIVERY_STATUS_LABELS[value] }));
const rowId = (row: StaffOrderRow) => row.number;
const pageOfOrders = (list: StaffOrderList) => ({ ...list, rows: list.orders });

/** /orders: every order, filtered, sorted and paged by the server, with the state in the URL. */
export function OrderList() {
  const list = useListParams(ORDER_LIST_FILTERS, DEFAULT_ORDER_SORT);
  const { filters, setFilters } = list;
  const query = useOrderList(list.apiQuery);

  return (
    <div className="space-y-4">
      <ListFilters label="Filter orders">
        <SearchBox
          label="Search orders"
          placeholder="Order number, buyer name or e-mail"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
        <FilterSelect
          label="Payment status"
          allLabel="All payment statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
        <FilterSelect
          label="Delivery"
          allLabel="All delivery statuses"
          value={filters.delivery}
          options={DELIVERY_OPTIONS}
          onChange={(delivery) => setFilters({ delivery })}
        />
        <DateFilter label="From" value={filters.from} onChange={(from) => setFilters({ from })} />
        <DateFilter label="To" value={filters.to} onChange={(to) => setFilters({ to })} />
      </ListFilters>
      <div className="flex justify-end">
        <a href={orderExportUrl(list.apiQuery)} download className={secondaryButtonClass}>
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
      <ServerTable
        label="Orders"
        columns={orderColumns}
        rowId={rowId}
        query={query}
        pageOf={pageOfOrders}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        loadingText="Loading orders..."
        emptyText="No orders match these filters."
        errorTitle="The orders could not be loaded."
      />
    </div>
  );
}
