import type { UseQueryResult } from '@tanstack/react-query';
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

interface ServerTableProps<TData extends RowData, TResult> {
  /** The table's accessible name; the paging is named after it. */
  label: string;
  columns: DataColumn<TData>[];
  rowId(row: TData): string;
  /** The list query; while a newer page loads (placeholder data), the rows shown are marked busy. */
  query: UseQueryResult<TResult>;
  /** One page of rows from the query's answer. */
  pageOf(result: TResult): ServerPage<TData>;
  sort: ListSort;
  onSortChange(sort: ListSort | null): void;
  onPageChange(page: number): void;
  loadingText: ReactNode;
  emptyText: ReactNode;
  errorTitle: string;
}

/** A server-paginated, server-sorted list with its loading, empty and error states. */
export function ServerTable<TData extends RowData, TResult>(props: ServerTableProps<TData, TResult>) {
  const { query, label } = props;
  const data = query.data === undefined ? undefined : props.pageOf(query.data);
  if (query.isError && !data) {
    return <ErrorState title={props.errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
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
        busy={query.isPlaceholderData}
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
