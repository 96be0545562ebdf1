import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { linkClass } from '../form-styles';

/** Link state for a row's detail page, so its back link returns to the list as filtered. */
export function useListLinkState(): { listSearch: string } {
  return { listSearch: useLocation().search };
}

/** A row's link to its detail page, taking the list's filters along for the way back. */
export function ListLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} state={useListLinkState()} className={linkClass}>
      {children}
    </Link>
  );
}

/** Back to a list, with the filters it had when we came from there. */
export function BackToList({ to, children }: { to: string; children: string }) {
  const state: unknown = useLocation().state;
  const listSearch =
    state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  return (
    <Link to={`${to}${listSearch}`} className="inline-flex items-center gap-1 text-sm font-medium hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> {children}
    </Link>
  );
}
