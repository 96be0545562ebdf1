import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { designImageUrl } from '@atelier/domain/design-images';
import { formatMoney } from '@atelier/domain/money';
import { Link } from 'react-router';
import { useListLinkState } from '../../components/data-table/back-to-list';
import { dataColumns } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { DesignStatusBadge } from '../../components/status-badge';
import { designPagePath } from './api';

/** Links to the design's page, taking the list's filters along for the way back. */
function DesignLink({ design }: { design: StaffDesignRow }) {
  return (
    <Link to={designPagePath(design.id)} state={useListLinkState()} className={linkClass}>
      {design.title}
    </Link>
  );
}

/** The cover, decorative here: the title beside it names the row. */
function Cover({ image }: { image: string | null }) {
  if (!image) return <span className="block h-10 w-16 rounded border border-dashed border-border" />;
  return (
    <img
      src={designImageUrl(image, { width: 320, format: 'webp' })}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      className="h-10 w-16 rounded border border-border object-cover"
    />
  );
}

const column = dataColumns<StaffDesignRow>();

/** Column ids of the sortable columns are the server's sort keys. */
export const designColumns = column.columns([
  column.accessor('image', {
    header: () => <span className="sr-only">Cover</span>,
    cell: (info) => <Cover image={info.getValue()} />,
  }),
  column.accessor('title', {
    id: 'title',
    header: 'Title',
    enableSorting: true,
    sortDescFirst: false,
    meta: { rowHeader: true },
    cell: (info) => (
      <>
        <DesignLink design={info.row.original} />
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
    cell: (info) => <DateTime value={info.getValue()} />,
  }),
]);
