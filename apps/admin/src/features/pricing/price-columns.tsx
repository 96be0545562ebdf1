import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { Link } from 'react-router';
import { dataColumns } from '../../components/data-table/data-table';
import { linkClass } from '../../components/form-styles';
import { DesignStatusBadge } from '../../components/status-badge';
import { InlinePriceForm } from './inline-price-form';
import { SelectDesignBox, SelectPageBox } from './selection-context';

const column = dataColumns<StaffDesignRow>();

/** Column ids of the sortable columns are the server's sort keys; the first column picks rows for a bulk change. */
export const priceColumns = column.columns([
  column.display({
    id: 'select',
    header: () => <SelectPageBox />,
    cell: (info) => <SelectDesignBox design={info.row.original} />,
  }),
  column.accessor('title', {
    id: 'title',
    header: 'Design',
    enableSorting: true,
    meta: { rowHeader: true },
    cell: (info) => (
      <>
        <Link to={`/marketplace/designs/${encodeURIComponent(info.row.original.id)}`} className={linkClass}>
          {info.getValue()}
        </Link>
        <span className="block text-xs font-normal text-muted-fg">{info.row.original.id}</span>
      </>
    ),
  }),
  column.accessor('categoryLabel', { header: 'Category' }),
  column.accessor('status', { header: 'Status', cell: (info) => <DesignStatusBadge status={info.getValue()} /> }),
  column.accessor('priceCents', {
    id: 'price',
    header: 'Price (USD)',
    enableSorting: true,
    meta: { align: 'right' },
    cell: (info) => <InlinePriceForm design={info.row.original} />,
  }),
]);
