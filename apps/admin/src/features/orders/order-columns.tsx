import { formatMoney } from '@atelier/domain/money';
import type { StaffOrderRow } from '@atelier/domain/staff-orders';
import { Link } from 'react-router';
import { useListLinkState } from '../../components/data-table/back-to-list';
import { dataColumns } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../components/status-badge';

/** Links to the order page, taking the list's filters along for the way back. */
function OrderLink({ number }: { number: string }) {
  return (
    <Link to={`/orders/${encodeURIComponent(number)}`} state={useListLinkState()} className={linkClass}>
      {number}
    </Link>
  );
}

const column = dataColumns<StaffOrderRow>();

/** Column ids of the sortable columns are the server's sort keys. */
export const orderColumns = column.columns([
  column.accessor('number', {
    id: 'number',
    header: 'Order',
    enableSorting: true,
    meta: { rowHeader: true },
    cell: (info) => <OrderLink number={info.getValue()} />,
  }),
  column.accessor('createdAt', {
    id: 'created',
    header: 'Date',
    enableSorting: true,
    sortDescFirst: true,
    cell: (info) => <DateTime value={info.getValue()} />,
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
