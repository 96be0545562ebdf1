import { pageList } from '@atelier/domain/pagination';
import { Link } from 'react-router';

/**
 * Plain links (work without JavaScript); the current page is marked for assistive technology. Only a
 * window of pages is linked (first, last, two either side), so 10,000 pages cost what 10 do.
 */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  /** The address of a page of the list. */
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const linkClass =
    'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={`${linkClass} border-border hover:border-primary`}>
          Previous
        </Link>
      ) : null}
      {pageList(page, pageCount).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="px-1 text-sm text-muted-fg" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item.page}
            to={href(item.page)}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            className={`${linkClass} ${item.page === page ? 'border-primary bg-primary text-primary-fg' : 'border-border hover:border-primary'}`}
          >
            {item.page}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={`${linkClass} border-border hover:border-primary`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
