import { formatMoney } from '@atelier/domain/money';
import type { StaffOrderRow } from '@atelier/domain/staff-orders';
import { ListLink } from '../../components/data-table/back-to-list';
import { dataColumns, dateTimeCell } from '../../components/data-table/data-table';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../components/status-badge';

const column = dataColumns<StaffOrderRow>();

/** Column ids of the sortable columns are the server's sort keys. */
export const orderColumns = column.columns([
  column.accessor('number', {
    id: 'number',
    header: 'Order',
    enableSorting: true,
    meta: { rowHeader: true },
    cell: (info) => <ListLink to={`/orders/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</ListLink>,
  }),
  column.accessor('createdAt', {
    id: 'created',
    header: 'Date',
    enableSorting: true,
    sortDescFirst: true,
    cell: dateTimeCell,
  }),
  column.accessor((row) => row.buyer.name, {
    id: 'buyer',
    header: 'Buyer',
    enableSorting: true,
    cell: (info) => (
      <>
        <span className="block">{info.row.original.buyer.name}</span>
        <span className="block text-muted-fg">{info.row.original.buyer.email}</span>
      </>
    ),
  }),
  column.accessor('itemCount', { header: 'Items', meta: { align: 'right' } }),
  column.accessor('totalCents', {
    id: 'total',
    header: 'Total',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'right' },
    cell: (info) => formatMoney(info.getValue()),
  }),
  column.accessor('status', { header: 'Payment', cell: (info) => <PaymentStatusBadge status={info.getValue()} /> }),
  column.accessor('delivery', { header: 'Delivery', cell: (info) => <DeliveryStatusBadge status={info.getValue()} /> }),
]);
