import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../query-states';
import { type DataColumn, DataTable } from './data-table';
import { Pagination } from './pagination';
import type { ListSort, PageCursor } from './use-list-params';

/**
 * Where a server's page of a list stands: its page count, or the page size to count the pages by; a
 * keyset list (decision 057) adds the cursors of its neighbours and whether it stopped counting.
 */
export type ServerPageInfo = { total: number; page: number } & ({ pageCount: number } | { pageSize: number }) &
  Partial<KeysetInfo>;

interface KeysetInfo {
  totalCapped: boolean;
  nextCursor: string | null;
  previousCursor: string | null;
}

/** Pages in a server list; at least one, so an empty list still reads 'Page 1 of 1'. */
export const pageCountOf = (info: ServerPageInfo) =>
  'pageCount' in info ? info.pageCount : Math.max(1, Math.ceil(info.total / info.pageSize));

/** The list's state (useListParams, or a page of its own): a list in the server's fixed order has no sort. */
export interface ListPosition {
  sort?: ListSort;
  setSort?(sort: ListSort | null): void;
  setPage(page: number, cursor?: PageCursor): void;
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

/** The cursor that reaches the page next to this one, in a keyset list; none for another page. */
function neighbourCursor(info: ServerPageInfo, page: number): PageCursor | undefined {
  if (page === info.page + 1 && info.nextCursor) return { after: info.nextCursor };
  if (page === info.page - 1 && page > 1 && info.previousCursor) return { before: info.previousCursor };
  return undefined;
}
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
  const info = query.data;
  if (!info) return <LoadingState>{`Loading ${noun}...`}</LoadingState>;
  const rows = props.rowsOf(info);
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
        page={info.page}
        pageCount={pageCountOf(info)}
        total={info.total}
        totalCapped={info.totalCapped ?? false}
        hasNext={info.nextCursor === undefined ? undefined : info.nextCursor !== null}
        onPageChange={(page) => {
          const cursor = neighbourCursor(info, page);
          if (cursor) list.setPage(page, cursor);
          else list.setPage(page);
        }}
      />
    </div>
  );
}
