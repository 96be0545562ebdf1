import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterBinding } from './list-filters';

export interface ListSort {
  id: string;
  desc: boolean;
}

/** Where a keyset list's page starts (decision 057): after the last row of the page before, or before the first of the next. */
export type PageCursor = { after: string } | { before: string };
const CURSOR_PARAMS = ['after', 'before'] as const;

export interface ListParams<F extends string> {
  filters: Record<F, string>;
  /** The URL's sort, else the server's default one. */
  sort: ListSort;
  page: number;
  /** The same filters, sort and page as a query string for the API, in a fixed order. */
  apiQuery: string;
  /** Changing a filter or the sort starts again at page 1. */
  setFilters(patch: Partial<Record<F, string>>): void;
  setSort(sort: ListSort | null): void;
  /** A page number, with the cursor that reaches it when the list has them (Next and Previous). */
  setPage(page: number, cursor?: PageCursor): void;
  /** One filter's value and its setter, for a filter control: `<FilterSelect {...list.filter('status')} />`. */
  filter(key: F): FilterBinding;
}

/** Back to the first page: no page number, no cursor. */
function startAgain(params: URLSearchParams) {
  params.delete('page');
  for (const key of CURSOR_PARAMS) params.delete(key);
}

/**
 * A server-side list's filters, sort and page kept in the URL search params, so a reload keeps them,
 * a link can share them and the back button steps through them. Each change is one history entry.
 */
export function useListParams<F extends string>(filterKeys: readonly F[], defaultSort: ListSort): ListParams<F> {
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<F, string>,
    [filterKeys, searchParams],
  );
  const sortId = searchParams.get('sort');
  const sortDir = searchParams.get('dir');
  const sort = useMemo(
    () => (sortId ? { id: sortId, desc: sortDir === 'desc' } : defaultSort),
    [sortId, sortDir, defaultSort],
  );
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;

  const apiQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const key of filterKeys) if (filters[key]) query.set(key, filters[key]);
    query.set('sort', sort.id);
    query.set('dir', sort.desc ? 'desc' : 'asc');
    if (page > 1) query.set('page', String(page));
    for (const key of CURSOR_PARAMS) {
      const cursor = page > 1 ? searchParams.get(key) : null;
      if (cursor) query.set(key, cursor);
    }
    return query.toString();
  }, [filterKeys, filters, sort, page, searchParams]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setSearchParams],
  );

  const setFilters = useCallback(
    (patch: Partial<Record<F, string>>) =>
      update((next) => {
        for (const [key, value] of Object.entries(patch) as [F, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        startAgain(next);
      }),
    [update],
  );

  const setSort = useCallback(
    (nextSort: ListSort | null) =>
      update((next) => {
        if (nextSort) {
          next.set('sort', nextSort.id);
          next.set('dir', nextSort.desc ? 'desc' : 'asc');
        } else {
          next.delete('sort');
          next.delete('dir');
        }
        startAgain(next);
      }),
    [update],
  );

  const setPage = useCallback(
    (nextPage: number, cursor?: PageCursor) =>
      update((next) => {
        startAgain(next);
        if (nextPage > 1) next.set('page', String(nextPage));
        if (nextPage > 1 && cursor) {
          if ('after' in cursor) next.set('after', cursor.after);
          else next.set('before', cursor.before);
        }
      }),
    [update],
  );

  const filter = useCallback(
    (key: F) => ({
      value: filters[key],
      onChange: (value: string) => setFilters({ [key]: value } as Partial<Record<F, string>>),
    }),
    [filters, setFilters],
  );

  return { filters, sort, page, apiQuery, setFilters, setSort, setPage, filter };
}
