import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { formatMoney } from '@atelier/domain/money';
import { ListLink } from '../../components/data-table/back-to-list';
import { dataColumns, dateTimeCell } from '../../components/data-table/data-table';
import { DesignThumbnail } from '../../components/design-thumbnail';
import { DesignStatusBadge } from '../../components/status-badge';
import { designPagePath } from './api';

const column = dataColumns<StaffDesignRow>();

/** Column ids of the sortable columns are the server's sort keys. */
export const designColumns = column.columns([
  column.accessor('image', {
    header: () => <span className="sr-only">Cover</span>,
    cell: (info) => <DesignThumbnail image={info.getValue()} size="small" />,
  }),
  column.accessor('title', {
    id: 'title',
    header: 'Title',
    enableSorting: true,
    sortDescFirst: false,
    meta: { rowHeader: true },
    cell: (info) => (
      <>
        <ListLink to={designPagePath(info.row.original.id)}>{info.getValue()}</ListLink>
        <span className="block text-xs font-normal text-muted-fg">{info.row.original.id}</span>
      </>
    ),
  }),
  column.accessor('categoryLabel', { header: 'Category' }),
  column.accessor('priceCents', {
    id: 'price',
    header: 'Price',
    enableSorting: true,
    // Cheapest first, as shoppers look at prices.
    sortDescFirst: false,
    meta: { align: 'right' },
    cell: (info) => formatMoney(info.getValue()),
  }),
  column.accessor('status', { header: 'Status', cell: (info) => <DesignStatusBadge status={info.getValue()} /> }),
  column.accessor('featured', { header: 'Featured', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
  column.accessor('popularity', {
    id: 'popularity',
    header: 'Popularity',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'right' },
  }),
  column.accessor('updatedAt', {
    id: 'updated',
    header: 'Updated',
    enableSorting: true,
    sortDescFirst: true,
    cell: dateTimeCell,
  }),
]);
