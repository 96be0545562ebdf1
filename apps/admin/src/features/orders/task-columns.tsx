import type { StaffTaskRow } from '@atelier/domain/order-tasks';
import { ListLink } from '../../components/data-table/back-to-list';
import { dataColumns, dateTimeCell } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time';
import { TaskStateBadge } from '../../components/status-badge';

const column = dataColumns<StaffTaskRow>();

/** The columns of /orders/tasks; the sortable ones are named by the server's sort keys. */
export const taskColumns = column.columns([
  column.accessor('orderNumber', {
    header: 'Order',
    meta: { rowHeader: true },
    cell: (info) => <ListLink to={`/orders/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</ListLink>,
  }),
  column.accessor('buyerName', { header: 'Buyer' }),
  column.accessor('title', { header: 'Design' }),
  column.accessor('label', { header: 'Option' }),
  column.accessor('dueAt', { id: 'due', header: 'Due', enableSorting: true, cell: dateTimeCell }),
  column.accessor('state', { header: 'State', cell: (info) => <TaskStateBadge state={info.getValue()} /> }),
  column.accessor('deliveredAt', {
    id: 'delivered',
    header: 'Delivered',
    enableSorting: true,
    sortDescFirst: true,
    cell: (info) => {
      const deliveredAt = info.getValue();
      return deliveredAt ? <DateTime value={deliveredAt} /> : <span className="text-muted-fg">Not yet</span>;
    },
  }),
]);
