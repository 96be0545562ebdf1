import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { linkClass } from '../form-styles';

interface ListLinkState {
  /** The list the detail page was opened from, and its filters. */
  listPath: string;
  listSearch: string;
}

/** Link state for a row's detail page, so its back link returns to the list as filtered. */
export function useListLinkState(): ListLinkState {
  const { pathname, search } = useLocation();
  return { listPath: pathname, listSearch: search };
}

function listLinkStateOf(state: unknown): Partial<ListLinkState> {
  if (!state || typeof state !== 'object') return {};
  const { listPath, listSearch } = state as Record<string, unknown>;
  return {
    ...(typeof listPath === 'string' ? { listPath } : {}),
    ...(typeof listSearch === 'string' ? { listSearch } : {}),
  };
}

/** A row's link to its detail page, taking the list's filters along for the way back. */
export function ListLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} state={useListLinkState()} className={linkClass}>
      {children}
    </Link>
  );
}

interface BackToListProps {
  /** The page's own list. */
  to: string;
  children: string;
  /** Other lists that open this page, by path, each with its link's text: the way back leads there. */
  otherLists?: Readonly<Record<string, string>>;
}

/** Back to the list we came from (the page's own unless another one opened it), with the filters it had. */
export function BackToList({ to, children, otherLists = {} }: BackToListProps) {
  const { listPath = to, listSearch = '' } = listLinkStateOf(useLocation().state);
  const other = listPath === to ? undefined : otherLists[listPath];
  const [path, search, text] = other
    ? [listPath, listSearch, other]
    : [to, listPath === to ? listSearch : '', children];
  return (
    <Link to={`${path}${search}`} className="inline-flex items-center gap-1 text-sm font-medium hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> {text}
    </Link>
  );
}
