import {
  countActiveFilters,
  MARKETPLACE_PAGE_SIZE,
  marketplaceSearch,
  parseMarketplaceParams,
  SORT_OPTIONS,
} from '@atelier/domain/catalog';
import { type Lot, lotMargins, lotParams, marginsText } from '@atelier/domain/lot-fit';
import { useRef } from 'react';
import { redirect, useNavigation } from 'react-router';
import { Pagination } from '../components/pagination';
import { DesignCardWithFavourite } from '../features/favourites/design-card-with-favourite';
import { ActiveFilters } from '../features/marketplace/active-filters';
import { AlertMe } from '../features/marketplace/alert-me';
import { EmptyResults } from '../features/marketplace/empty-results';
import { FILTER_FORM_ID, FilterPanel } from '../features/marketplace/filter-panel';
import { useFilterForm } from '../features/marketplace/use-filter-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/marketplace';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseMarketplaceParams(url.searchParams);
  // One URL per result: a submitted form (empty fields, repeated keys) lands on the short canonical address.
  const canonical = marketplaceSearch(query);
  if (new URLSearchParams(url.search).toString() !== new URLSearchParams(canonical).toString()) {
    throw redirect(`/marketplace${canonical}`);
  }
  const [results, facets] = await Promise.all([
    context.services.catalog.listDesigns(query),
    context.services.catalog.facets(query),
  ]);
  return { query, results, facets, origin: context.requestContext.publicOrigin };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const onlyCategory =
    loaderData?.query.category.length === 1 && countActiveFilters(loaderData.query) === 1
      ? loaderData.facets.categories.find((category) => category.id === loaderData.query.category[0])
      : undefined;
  return pageMeta({
    title: onlyCategory ? `${onlyCategory.label} designs` : 'Marketplace',
    description: onlyCategory
      ? `Ready-made ${onlyCategory.label.toLowerCase()} architectural plans: ${onlyCategory.count} designs with full plan sets, ready to download.`
      : 'Browse ready-made architectural plans: homes, cabins, apartment buildings, offices and more, filtered by style, location, climate, size, lot width and price.',
    // Search engines want an absolute canonical address.
    path: `${loaderData?.origin ?? ''}/marketplace${onlyCategory ? `?category=${onlyCategory.id}` : ''}`,
  });
};

/** Past the header and the filters in one key press (site-header.tsx). */
export const handle = { skipTo: { href: '#results', label: 'Skip to results' } };

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const { query, results, facets } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFilterForm(formRef, query);
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/marketplace';
  const activeCount = countActiveFilters(query);
  const first = (results.page - 1) * MARKETPLACE_PAGE_SIZE + 1;
  const last = first + results.designs.length - 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold sm:text-4xl">Marketplace</h1>
        <p className="mt-2 max-w-2xl text-muted-fg">
          Ready-made plan sets by our architects. Filter by style, climate, size, lot width and budget, then download
          the complete drawings right after checkout.
        </p>
      </header>
      <div className="mt-8 gap-10 lg:grid lg:grid-cols-[17rem_1fr]">
        <FilterPanel
          query={query}
          facets={facets}
          activeCount={activeCount}
          formRef={formRef}
          onChange={form.onChange}
          onSubmit={form.onSubmit}
        />
        <section
          id="results"
          // The skip link's target takes the focus, so the next Tab goes on from the results.
          tabIndex={-1}
          aria-labelledby="results-heading"
          aria-busy={busy}
          className="mt-6 scroll-mt-20 outline-none lg:mt-0"
        >
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div role="status">
              <h2 id="results-heading" className="text-xl font-semibold">
                {results.total} {results.total === 1 ? 'design' : 'designs'}
              </h2>
              {results.total > 0 && (
                <p className="text-sm text-muted-fg">
                  Showing {first}–{last} of {results.total}
                </p>
              )}
            </div>
            <div className="flex items-end gap-2">
              <label className="grid gap-1 text-sm">
                <span className="text-muted-fg">Sort by</span>
                <select
                  name="sort"
                  form={FILTER_FORM_ID}
                  defaultValue={query.sort}
                  onChange={form.onChange}
                  className="rounded-md border border-border bg-bg px-3 py-2 text-sm"
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
              <noscript>
                <button
                  type="submit"
                  form={FILTER_FORM_ID}
                  className="rounded-md border border-border px-3 py-2 text-sm"
                >
                  Sort
                </button>
              </noscript>
            </div>
          </div>
          <ActiveFilters query={query} facets={facets} />
          <AlertMe query={query} facets={facets} />
          {results.total === 0 ? (
            <EmptyResults searched={Boolean(query.q)} />
          ) : (
            <ul
              className={`mt-6 grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
            >
              {results.designs.map((design, index) => (
                <li key={design.id} className="flex">
                  <DesignCardWithFavourite
                    design={design}
                    priority={index === 0}
                    {...(query.lot ? lotCardProps(query.lot, design) : {})}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={results.page}
            pageCount={results.pageCount}
            href={(page) => `/marketplace${marketplaceSearch({ ...query, page })}`}
          />
        </section>
      </div>
    </div>
  );
}

/** With a lot given, a card says how much room the design leaves and links to its site plan on that lot. */
function lotCardProps(lot: Lot, design: Parameters<typeof lotMargins>[1]) {
  const margins = lotMargins(lot, design);
  return {
    note: margins ? `Fits: ${marginsText(margins)}` : undefined,
    linkSearch: `?${new URLSearchParams(lotParams(lot)).toString()}`,
  };
}
