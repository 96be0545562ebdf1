import { formatMoney } from '@atelier/domain/money';
import type { StaffQuoteRow } from '@atelier/domain/quotes';
import { ListLink } from '../../components/data-table/back-to-list';
import { dataColumns } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time';
import { quotePath } from './api';
import { QuoteStatusBadges } from './quote-status-badge';

const column = dataColumns<StaffQuoteRow>();

/** The columns of /quotes; the sortable ones are named by the server's sort keys. */
export const quoteColumns = column.columns([
  column.accessor('number', {
    header: 'Quote',
    meta: { rowHeader: true },
    cell: (info) => <ListLink to={quotePath(info.getValue())}>{info.getValue()}</ListLink>,
  }),
  column.accessor('buyerName', {
    header: 'Buyer',
    cell: (info) => (
      <>
        <span className="block">{info.getValue()}</span>
        <span className="block text-muted-fg">{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor('designTitle', { header: 'Design' }),
  column.accessor('totalCents', {
    id: 'total',
    header: 'Total',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'right' },
    cell: (info) => formatMoney(info.getValue()),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <QuoteStatusBadges status={info.getValue()} overdue={info.row.original.overdue} />,
  }),
  column.accessor('dueAt', {
    id: 'due',
    header: 'Due',
    enableSorting: true,
    cell: (info) => {
      const dueAt = info.getValue();
      return dueAt ? <DateTime value={dueAt} /> : <span className="text-muted-fg">—</span>;
    },
  }),
  column.accessor('validUntil', {
    header: 'Valid until',
    cell: (info) => <DateTime value={info.getValue()} style="date" />,
  }),
]);
