import { FEATURED_MAX } from '@atelier/domain/catalogue-admin';
import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { formatMoney } from '@atelier/domain/money';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { DesignThumbnail } from '../../components/design-thumbnail';
import { smallButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { usePublishedSearch } from './api';

interface FeaturedSearchProps {
  featuredIds: ReadonlySet<string>;
  onAdd(design: StaffDesignRow): void;
}

const inactiveClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** Published designs to add to the featured list, at most FEATURED_MAX in all. */
export function FeaturedSearch({ featuredIds, onAdd }: FeaturedSearchProps) {
  const [q, setQ] = useState('');
  const query = usePublishedSearch(q);
  const full = featuredIds.size >= FEATURED_MAX;
  const limitId = useId();

  let results = null;
  if (query.isError && !query.data) {
    results = (
      <ErrorState title="The designs could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    results = <LoadingState>Loading designs...</LoadingState>;
  } else if (query.data.designs.length === 0) {
    results = (
      <p className="rounded-lg border border-dashed border-border bg-card px-6 py-6 text-center">
        No published design matches this search.
      </p>
    );
  } else {
    const { designs, total } = query.data;
    results = (
      <div className="space-y-2">
        <p className="text-sm text-muted-fg">
          {designs.length < total
            ? `The first ${designs.length} of ${total} published designs; search to narrow them.`
            : `${total} published design${total === 1 ? '' : 's'}.`}
        </p>
        <ul
          aria-label="Published designs"
          aria-busy={query.isPlaceholderData}
          className="divide-y divide-border rounded-lg border border-border bg-card"
        >
          {designs.map((design) => {
            const featured = featuredIds.has(design.id);
            const inactive = featured || full;
            return (
              <li key={design.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <DesignThumbnail image={design.image} size="small" />
                <div className="min-w-48 flex-1">
                  <p className="font-medium">{design.title}</p>
                  <p className="text-sm text-muted-fg">
                    {design.categoryLabel} · {formatMoney(design.priceCents)}
                  </p>
                </div>
                {/* aria-disabled keeps the button focusable when it turns into "Featured" under the cursor. */}
                <button
                  type="button"
                  aria-disabled={inactive}
                  aria-label={featured ? `Featured already: ${design.title}` : `Add to featured: ${design.title}`}
                  {...(full && !featured ? { 'aria-describedby': limitId } : {})}
                  onClick={() => inactive || onAdd(design)}
                  className={`${smallButtonClass} ${inactiveClass}`}
                >
                  {featured ? (
                    'Featured already'
                  ) : (
                    <>
                      <Plus aria-hidden className="size-4" /> Add to featured
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <section aria-labelledby="featured-add-title" className="space-y-3">
      <h2 id="featured-add-title" className="text-lg font-semibold">
        Add designs
      </h2>
      <p id={limitId} className="text-sm text-muted-fg">
        {full
          ? `The home page features at most ${FEATURED_MAX} designs, and the list is full: remove one to add another.`
          : `Only published designs can be featured, at most ${FEATURED_MAX}.`}
      </p>
      <ListFilters label="Find designs to feature">
        <SearchBox label="Search published designs" placeholder="Title or design id" value={q} onChange={setQ} />
      </ListFilters>
      {results}
    </section>
  );
}
