import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo } from 'react';
import { DateTime } from '../date-time';
import { ScrollFrame } from '../table-card';
import type { ListSort } from './use-list-params';

export interface DataColumnMeta {
  align?: 'right';
  /** The cell that names the row (a <th scope="row">). */
  rowHeader?: boolean;
}

/** Sorting is done by the server; the table only keeps the sort state and renders the headers. */
const features = tableFeatures({ rowSortingFeature, columnMeta: {} as DataColumnMeta });
type Features = typeof features;

/** Columns are not sortable unless they say so (enableSorting: true, with the server's sort key as id). */
const defaultColumn = { enableSorting: false } as const;

// biome-ignore lint/suspicious/noExplicitAny: a list of columns mixes value types; each column keeps its own.
export type DataColumn<TData extends RowData> = ColumnDef<Features, TData, any>;
export const dataColumns = <TData extends RowData>() => createColumnHelper<Features, TData>();

/** A cell showing its column's ISO time as a date and time: `cell: dateTimeCell`. */
export const dateTimeCell = (info: { getValue(): string }) => <DateTime value={info.getValue()} />;

interface DataTableProps<TData extends RowData> {
  /** The table's accessible name, also its (visually hidden) caption. */
  label: string;
  columns: DataColumn<TData>[];
  rows: TData[];
  rowId(row: TData): string;
  sort: ListSort | null;
  onSortChange(sort: ListSort | null): void;
  /** True while a new page or sort is loading over the rows shown. */
  busy?: boolean;
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

export function DataTable<TData extends RowData>({
  label,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  busy = false,
}: DataTableProps<TData>) {
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const table = useTable({
    features,
    columns,
    data: rows,
    defaultColumn,
    getRowId: rowId,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange(next[0] ?? null);
    },
  });

  return (
    // Relative: screen-reader-only text in a cell scrolls with the table instead of widening the page.
    <ScrollFrame className="relative overflow-x-auto rounded-lg border border-border bg-card" label={label}>
      <table className="w-full text-left text-sm" aria-busy={busy}>
        <caption className="sr-only">{label}</caption>
        <thead className="text-muted-fg">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const { column } = header;
                const align = column.columnDef.meta?.align === 'right' ? 'text-right' : '';
                const sorted = column.getIsSorted();
                const content = <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`px-4 py-2 font-medium whitespace-nowrap ${align}`}
                    aria-sort={column.getCanSort() ? ariaSort(sorted) : undefined}
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={column.getToggleSortingHandler()}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-fg"
                      >
                        {content}
                        <SortIcon sorted={sorted} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={busy ? 'opacity-60' : undefined}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const className = `px-4 py-3 align-top ${meta?.align === 'right' ? 'text-right' : ''}`;
                return meta?.rowHeader ? (
                  <th key={cell.id} scope="row" className={`${className} font-medium`}>
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className={className}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden className={`size-3.5 ${sorted ? 'text-fg' : 'opacity-50'}`} />;
}
