import type { CustomerRow } from '@atelier/domain/customers';
import { formatMoney } from '@atelier/domain/money';
import { ListLink } from '../../components/data-table/back-to-list';
import { dataColumns } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time';

const column = dataColumns<CustomerRow>();

/** Column ids of the sortable columns are the server's sort keys. */
export const customerColumns = column.columns([
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    meta: { rowHeader: true },
    cell: (info) => (
      <ListLink to={`/customers/${encodeURIComponent(info.row.original.id)}`}>{info.getValue()}</ListLink>
    ),
  }),
  column.accessor('email', { id: 'email', header: 'E-mail', enableSorting: true }),
  column.accessor('company', { header: 'Company', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('orderCount', {
    id: 'orders',
    header: 'Orders',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'right' },
  }),
  column.accessor('paidTotalCents', {
    id: 'spent',
    header: 'Total spent',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'right' },
    cell: (info) => formatMoney(info.getValue()),
  }),
  column.accessor('lastOrderAt', {
    id: 'lastOrder',
    header: 'Last order',
    enableSorting: true,
    sortDescFirst: true,
    cell: (info) => {
      const value = info.getValue();
      return value ? <DateTime value={value} style="date" /> : 'No orders';
    },
  }),
]);
