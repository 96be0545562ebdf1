import {
  type MarketplaceFacets,
  type MarketplaceListKey,
  type MarketplaceNumberKey,
  type MarketplaceQuery,
  marketplaceSearch,
} from '@atelier/domain/catalog';
import { formatMoney } from '@atelier/domain/money';
import { formatNumber } from '@atelier/domain/number-format';
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
  ['style', 'styles'],
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
  const squareFeet = (value: number) => `${formatNumber(value)} sq ft`;
  // A record, so a new number filter cannot be added without a chip.
  const numberChips: Record<MarketplaceNumberKey, (value: number) => string> = {
    minPrice: (value) => `From ${dollars(value)}`,
    maxPrice: (value) => `Up to ${dollars(value)}`,
    minArea: (value) => `From ${squareFeet(value)}`,
    maxArea: (value) => `Up to ${squareFeet(value)}`,
    minWidth: (value) => `At least ${value} ft wide`,
    maxWidth: (value) => `Up to ${value} ft wide`,
    minDepth: (value) => `At least ${value} ft deep`,
    maxDepth: (value) => `Up to ${value} ft deep`,
    beds: (value) => `${value}+ bedrooms`,
    baths: (value) => `${value}+ bathrooms`,
    stories: (value) => `${value} ${value === 1 ? 'storey' : 'stories'}`,
    garage: (value) => `${value}+ garage ${value === 1 ? 'bay' : 'bays'}`,
  };
  for (const [key, label] of Object.entries(numberChips) as [MarketplaceNumberKey, (value: number) => string][]) {
    const value = query[key];
    if (value !== undefined) chips.push({ key, label: label(value), without: { [key]: undefined } });
  }
  if (query.lot) {
    const { lotWidth, lotDepth } = query.lot;
    chips.push({ key: 'lot', label: `Fits a ${lotWidth} × ${lotDepth} ft lot`, without: { lot: undefined } });
  }
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
