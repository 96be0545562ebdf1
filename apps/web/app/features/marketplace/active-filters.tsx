import {
  type MarketplaceFacets,
  type MarketplaceListKey,
  type MarketplaceQuery,
  marketplaceSearch,
} from '@atelier/domain/catalog';
import { formatMoney } from '@atelier/domain/money';
import { Link } from 'react-router';

interface Chip {
  key: string;
  label: string;
  without: Partial<MarketplaceQuery>;
}

const LIST_FACETS: [MarketplaceListKey, keyof MarketplaceFacets][] = [
  ['category', 'categories'],
  ['location', 'locations'],
  ['type', 'buildingTypes'],
  ['env', 'environmentalConditions'],
];

/** One removable chip per active filter value, each a link to the same search without it. */
export function activeFilterChips(query: MarketplaceQuery, facets: MarketplaceFacets): Chip[] {
  const chips: Chip[] = [];
  if (query.q) chips.push({ key: 'q', label: `“${query.q}”`, without: { q: undefined } });
  for (const [key, facetKey] of LIST_FACETS) {
    const options = facets[facetKey] as { id: string; label: string }[];
    for (const id of query[key]) {
      const label = options.find((option) => option.id === id)?.label ?? id;
      chips.push({ key: `${key}-${id}`, label, without: { [key]: query[key].filter((value) => value !== id) } });
    }
  }
  const dollars = (value: number) => formatMoney(value * 100).replace(/\.00$/, '');
  if (query.minPrice !== undefined)
    chips.push({ key: 'minPrice', label: `From ${dollars(query.minPrice)}`, without: { minPrice: undefined } });
  if (query.maxPrice !== undefined)
    chips.push({ key: 'maxPrice', label: `Up to ${dollars(query.maxPrice)}`, without: { maxPrice: undefined } });
  if (query.minArea !== undefined)
    chips.push({
      key: 'minArea',
      label: `From ${query.minArea.toLocaleString('en-US')} sq ft`,
      without: { minArea: undefined },
    });
  if (query.maxArea !== undefined)
    chips.push({
      key: 'maxArea',
      label: `Up to ${query.maxArea.toLocaleString('en-US')} sq ft`,
      without: { maxArea: undefined },
    });
  if (query.beds !== undefined)
    chips.push({ key: 'beds', label: `${query.beds}+ bedrooms`, without: { beds: undefined } });
  if (query.baths !== undefined)
    chips.push({ key: 'baths', label: `${query.baths}+ bathrooms`, without: { baths: undefined } });
  if (query.stories !== undefined)
    chips.push({
      key: 'stories',
      label: `${query.stories} ${query.stories === 1 ? 'storey' : 'stories'}`,
      without: { stories: undefined },
    });
  if (query.featured) chips.push({ key: 'featured', label: 'Featured only', without: { featured: false } });
  return chips;
}

export function ActiveFilters({ query, facets }: { query: MarketplaceQuery; facets: MarketplaceFacets }) {
  const chips = activeFilterChips(query, facets);
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <span className="sr-only">Active filters:</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={`/marketplace${marketplaceSearch({ ...query, ...chip.without, page: 1 })}`}
              preventScrollReset
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-sm hover:border-primary"
            >
              <span className="sr-only">Remove filter:</span>
              {chip.label}
              <span aria-hidden>×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/marketplace" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Clear all filters
      </Link>
    </div>
  );
}
