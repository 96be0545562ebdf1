import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../query-states';
import { type DataColumn, DataTable } from './data-table';
import { Pagination } from './pagination';
import type { ListSort } from './use-list-params';

export interface ServerPage<TData> {
  rows: TData[];
  total: number;
  page: number;
  pageCount: number;
}

interface ServerTableProps<TData extends RowData> {
  /** The table's accessible name; the paging is named after it. */
  label: string;
  columns: DataColumn<TData>[];
  rowId(row: TData): string;
  /** The query's state, as TanStack Query reports it. */
  data: ServerPage<TData> | undefined;
  isError: boolean;
  error: unknown;
  /** True while a newer page is loading behind the rows shown. */
  isFetching: boolean;
  refetch(): void;
  sort: ListSort;
  onSortChange(sort: ListSort | null): void;
  onPageChange(page: number): void;
  loadingText: ReactNode;
  emptyText: ReactNode;
  errorTitle: string;
}

/** A server-paginated, server-sorted list with its loading, empty and error states. */
export function ServerTable<TData extends RowData>(props: ServerTableProps<TData>) {
  const { data, label } = props;
  if (props.isError && !data) {
    return <ErrorState title={props.errorTitle} error={props.error} onRetry={props.refetch} />;
  }
  if (!data) return <LoadingState>{props.loadingText}</LoadingState>;
  if (data.rows.length === 0) return <EmptyState>{props.emptyText}</EmptyState>;
  return (
    <div className="space-y-4">
      <DataTable
        label={label}
        columns={props.columns}
        rows={data.rows}
        rowId={props.rowId}
        sort={props.sort}
        onSortChange={props.onSortChange}
        busy={props.isFetching}
      />
      <Pagination
        label={`${label} pages`}
        page={data.page}
        pageCount={data.pageCount}
        total={data.total}
        onPageChange={props.onPageChange}
      />
    </div>
  );
}
