import { type MarketplaceFacets, type MarketplaceQuery, marketplaceSearch } from '@atelier/domain/catalog';
import { BellRing } from 'lucide-react';
import { Form } from 'react-router';
import { activeFilterChips } from './active-filters';

/**
 * "Alert me" (decision 044): saves the marketplace's current filters to the buyer's account, whose
 * daily digest then e-mails the designs published since. The same form for every visitor, so the
 * cached page stays shared; a signed-out visitor is asked to sign in first.
 */
export function AlertMe({ query, facets }: { query: MarketplaceQuery; facets: MarketplaceFacets }) {
  const label = activeFilterChips(query, facets)
    .map((chip) => chip.label)
    .join(', ');
  return (
    <Form method="post" action="/account/alerts" className="mt-3">
      <input type="hidden" name="search" value={marketplaceSearch({ ...query, page: 1, sort: 'popular' })} />
      <input type="hidden" name="label" value={label || 'All designs'} />
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline"
      >
        <BellRing aria-hidden className="size-4" />
        Alert me to new designs like these
      </button>
    </Form>
  );
}
