import { ChevronLeft, ChevronRight } from 'lucide-react';

const buttonClass =
  'inline-flex h-9 items-center gap-1 rounded-md border border-border bg-card px-3 text-sm font-medium hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-card';

interface PaginationProps {
  /** Names the navigation landmark, e.g. 'Orders pages'. */
  label: string;
  page: number;
  pageCount: number;
  total: number;
  /** More than `total` match: the list stopped counting (a keyset list, decision 057). */
  totalCapped?: boolean;
  /** Whether a next page exists, when the server says so (a keyset list); else judged by `pageCount`. */
  hasNext?: boolean | undefined;
  onPageChange(page: number): void;
}

/** Previous / Next paging for a server-side list. */
export function Pagination({ label, page, pageCount, total, totalCapped, hasNext, onPageChange }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-fg">
        {totalCapped ? `${total.toLocaleString('en-US')}+ results` : `${total} ${total === 1 ? 'result' : 'results'}`}
      </p>
      <div className="flex items-center gap-3">
        <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </button>
        <span aria-live="polite">{totalCapped ? `Page ${page}` : `Page ${page} of ${pageCount}`}</span>
        <button
          type="button"
          className={buttonClass}
          disabled={!(hasNext ?? page < pageCount)}
          onClick={() => onPageChange(page + 1)}
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </nav>
  );
}
