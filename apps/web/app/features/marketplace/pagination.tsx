import { type MarketplaceQuery, marketplaceSearch } from '@atelier/domain/catalog';
import { Link } from 'react-router';

/** Plain links (work without JavaScript); the current page is marked for assistive technology. */
export function Pagination({ query, page, pageCount }: { query: MarketplaceQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (target: number) => `/marketplace${marketplaceSearch({ ...query, page: target })}`;
  const linkClass =
    'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={`${linkClass} border-border hover:border-primary`}>
          Previous
        </Link>
      ) : null}
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((target) => (
        <Link
          key={target}
          to={href(target)}
          aria-current={target === page ? 'page' : undefined}
          aria-label={`Page ${target}`}
          className={`${linkClass} ${target === page ? 'border-primary bg-primary text-primary-fg' : 'border-border hover:border-primary'}`}
        >
          {target}
        </Link>
      ))}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={`${linkClass} border-border hover:border-primary`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
