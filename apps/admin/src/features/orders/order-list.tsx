import { ORDER_STATUSES } from '@atelier/domain/orders';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  PAYMENT_STATUS_LABELS,
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

/** "Placed over N days ago" (olderThanDays): the dashboard's 7, a month, and any other a link carries. */
function waitedOptions(current: string) {
  const days = ['7', '30'];
  if (current && !days.includes(current)) days.push(current);
  return days.map((value) => ({ value, label: `Over ${value} days ago` }));
}

/** /orders: every order, filtered, sorted and paged by the server, with the state in the URL. */
export function OrderList() {
  const list = useListParams(ORDER_LIST_FILTERS, DEFAULT_ORDER_SORT);
  const query = useOrderList(list.apiQuery);

  return (
    <div className="space-y-4">
      <ListFilters label="Filter orders">
        <SearchBox label="Search orders" placeholder="Order number, buyer name or e-mail" {...list.filter('q')} />
        <FilterSelect
          label="Payment status"
          allLabel="All payment statuses"
          options={STATUS_OPTIONS}
          {...list.filter('status')}
        />
        <FilterSelect
          label="Delivery"
          allLabel="All delivery statuses"
          options={DELIVERY_OPTIONS}
          {...list.filter('delivery')}
        />
        <FilterSelect
          label="Placed"
          allLabel="Any time"
          options={waitedOptions(list.filters.olderThanDays)}
          {...list.filter('olderThanDays')}
        />
        <DateFilter label="From" {...list.filter('from')} />
        <DateFilter label="To" {...list.filter('to')} />
      </ListFilters>
      <div className="flex justify-end">
        <a href={orderExportUrl(list.apiQuery)} download className={secondaryButtonClass}>
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
      <ServerTable
        label="Orders"
        noun="orders"
        columns={orderColumns}
        rowId={rowId}
        query={query}
        rowsOf={(page) => page.orders}
        list={list}
        emptyText="No orders match these filters."
      />
    </div>
  );
}
