import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../query-states';
import { type DataColumn, DataTable } from './data-table';
import { Pagination } from './pagination';
import type { ListSort } from './use-list-params';

/** Where a server's page of a list stands: its page count, or the page size to count the pages by. */
export type ServerPageInfo = { total: number; page: number } & ({ pageCount: number } | { pageSize: number });

/** Pages in a server list; at least one, so an empty list still reads 'Page 1 of 1'. */
export const pageCountOf = (info: ServerPageInfo) =>
  'pageCount' in info ? info.pageCount : Math.max(1, Math.ceil(info.total / info.pageSize));

/** The list's state (useListParams, or a page of its own): a list in the server's fixed order has no sort. */
export interface ListPosition {
  sort?: ListSort;
  setSort?(sort: ListSort | null): void;
  setPage(page: number): void;
}

/** Rows with an `id` are told apart by it; others say how. */
type RowIdentity<TData> = TData extends { id: string } ? { rowId?(row: TData): string } : { rowId(row: TData): string };

type ServerTableProps<TData extends RowData, TResult extends ServerPageInfo> = RowIdentity<TData> & {
  /** The table's accessible name; the paging is named after it. */
  label: string;
  /** What the rows are, in the plural: 'Loading orders...', 'The orders could not be loaded.' */
  noun: string;
  columns: DataColumn<TData>[];
  /** The list query; while a newer page loads (placeholder data), the rows shown are marked busy. */
  query: UseQueryResult<TResult>;
  /** The rows in the query's answer. */
  rowsOf(result: TResult): TData[];
  list: ListPosition;
  emptyText: ReactNode;
};

const byId = (row: unknown) => (row as { id: string }).id;
const keepServerOrder = () => undefined;

/** A server-paginated, server-sorted list with its loading, empty and error states. */
export function ServerTable<TData extends RowData, TResult extends ServerPageInfo>(
  props: ServerTableProps<TData, TResult>,
) {
  const { query, label, noun, list } = props;
  // RowIdentity makes rowId optional only where the rows have an id.
  const rowId = (props as { rowId?(row: TData): string }).rowId ?? byId;
  if (query.isError && !query.data) {
    return (
      <ErrorState title={`The ${noun} could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <LoadingState>{`Loading ${noun}...`}</LoadingState>;
  const rows = props.rowsOf(query.data);
  if (rows.length === 0) return <EmptyState>{props.emptyText}</EmptyState>;
  return (
    <div className="space-y-4">
      <DataTable
        label={label}
        columns={props.columns}
        rows={rows}
        rowId={rowId}
        sort={list.sort ?? null}
        onSortChange={list.setSort ?? keepServerOrder}
        busy={query.isPlaceholderData}
      />
      <Pagination
        label={`${label} pages`}
        page={query.data.page}
        pageCount={pageCountOf(query.data)}
        total={query.data.total}
        onPageChange={list.setPage}
      />
    </div>
  );
}
