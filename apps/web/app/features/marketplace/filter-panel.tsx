import type { MarketplaceFacets, MarketplaceListKey, MarketplaceQuery } from '@atelier/domain/catalog';
import { formatMoney } from '@atelier/domain/money';
import { formatNumber } from '@atelier/domain/number-format';
import { SlidersHorizontal } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { Link } from 'react-router';
import { CheckboxFacet, FilterGroup } from './facet-group';
import { inputClass, LotFields, NumberField, SelectField } from './filter-fields';

export const FILTER_FORM_ID = 'marketplace-filters';

const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

/** The check-box filters, in the panel's order; the first group is always open. */
const LIST_FILTERS: {
  name: MarketplaceListKey;
  facet: 'categories' | 'locations' | 'buildingTypes' | 'styles' | 'environmentalConditions';
  title: string;
  columns?: 2;
  open?: true;
}[] = [
  { name: 'category', facet: 'categories', title: 'Category', open: true },
  { name: 'location', facet: 'locations', title: 'Location' },
  { name: 'type', facet: 'buildingTypes', title: 'Building type' },
  { name: 'style', facet: 'styles', title: 'Style' },
  { name: 'env', facet: 'environmentalConditions', title: 'Environmental conditions', columns: 2 },
];

/** A min and max pair of number inputs (`minPrice`, `maxPrice`, …), with the catalogue's range as hints. */
interface RangeFilter {
  key: 'Price' | 'Area' | 'Width' | 'Depth';
  noun: string;
  step: number;
  facet: 'priceRange' | 'areaRange' | 'widthRange' | 'depthRange';
  format(value: number): string;
}

/** The range filters' groups: the group is open when one of its limits is set. */
const RANGE_GROUPS: { title: string; note?: string; ranges: RangeFilter[] }[] = [
  { title: 'Price (USD)', ranges: [{ key: 'Price', noun: 'price', step: 50, facet: 'priceRange', format: dollars }] },
  {
    title: 'Area (sq ft)',
    ranges: [{ key: 'Area', noun: 'area', step: 100, facet: 'areaRange', format: formatNumber }],
  },
  {
    title: 'Width and depth (ft)',
    ranges: [
      { key: 'Width', noun: 'width', step: 1, facet: 'widthRange', format: String },
      { key: 'Depth', noun: 'depth', step: 1, facet: 'depthRange', format: String },
    ],
  },
];

/** The menus of counted values ("2+ (14)"); stories are exact, the others "at least". */
const COUNT_FILTERS: { name: 'beds' | 'baths' | 'stories' | 'garage'; label: string; atLeast: boolean }[] = [
  { name: 'beds', label: 'Bedrooms', atLeast: true },
  { name: 'baths', label: 'Bathrooms', atLeast: true },
  { name: 'stories', label: 'Stories', atLeast: false },
  { name: 'garage', label: 'Garage bays', atLeast: true },
];

/**
 * Every marketplace filter in one GET form. On small screens it folds behind a disclosure (a <details>, so it
 * opens without scripts and its summary is announced as expanded or collapsed); on wide ones it is always open (app.css).
 */
export function FilterPanel({
  query,
  facets,
  activeCount,
  formRef,
  onChange,
  onSubmit,
}: {
  query: MarketplaceQuery;
  facets: MarketplaceFacets;
  activeCount: number;
  formRef: RefObject<HTMLFormElement | null>;
  onChange(event: FormEvent<HTMLElement>): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}) {
  return (
    <details className="filters-disclosure">
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-border px-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-4" />
        Filters{activeCount > 0 ? ` (${activeCount} active)` : ''}
      </summary>
      <form
        id={FILTER_FORM_ID}
        ref={formRef}
        method="get"
        action="/marketplace"
        aria-label="Filter designs"
        onChange={onChange}
        onSubmit={onSubmit}
        className="mt-4 lg:mt-0"
      >
        <h2 className="sr-only">Filters</h2>
        <label className="grid gap-1 text-sm">
          <span className="font-semibold">Search designs</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={100}
            placeholder="Timber, courtyard, villa…"
            className={inputClass}
          />
        </label>
        {LIST_FILTERS.map(({ name, facet, title, columns, open }) => (
          <FilterGroup key={name} title={title} open={open === true || query[name].length > 0}>
            <CheckboxFacet name={name} options={facets[facet]} selected={query[name]} columns={columns} />
          </FilterGroup>
        ))}
        {RANGE_GROUPS.map(({ title, note, ranges }) => (
          <FilterGroup
            key={title}
            title={title}
            open={ranges.some(({ key }) => query[`min${key}`] !== undefined || query[`max${key}`] !== undefined)}
          >
            {note && <p className="mb-3 text-xs text-muted-fg">{note}</p>}
            <div className="grid grid-cols-2 gap-3">
              {ranges.flatMap(({ key, noun, step, format, facet }) =>
                (['min', 'max'] as const).map((end) => (
                  <NumberField
                    key={`${end}${key}`}
                    name={`${end}${key}`}
                    value={query[`${end}${key}`]}
                    label={`${end === 'min' ? 'Min' : 'Max'} ${noun}`}
                    step={step}
                    placeholder={format(facets[facet][end])}
                  />
                )),
              )}
            </div>
          </FilterGroup>
        ))}
        <LotFields lot={query.lot} />
        <div className="grid gap-3 border-b border-border py-3">
          {COUNT_FILTERS.map(({ name, label, atLeast }) => (
            <SelectField
              key={name}
              name={name}
              value={query[name]}
              label={label}
              options={facets[name].map(({ value, count }) => ({
                value: String(value),
                label: `${value}${atLeast ? '+' : ''} (${count})`,
              }))}
            />
          ))}
        </div>
        <label className="flex min-h-10 cursor-pointer items-center gap-2 border-b border-border py-3 text-sm font-semibold">
          <input
            type="checkbox"
            name="featured"
            value="1"
            defaultChecked={query.featured}
            className="size-4 accent-primary"
          />
          <span className="flex-1">Featured designs only</span>
          <span className="text-xs font-normal text-muted-fg tabular-nums">{facets.featured}</span>
        </label>
        <div className="mt-4 flex items-center gap-4">
          <button
            type="submit"
            className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-fg hover:opacity-90"
          >
            Apply filters
          </button>
          {activeCount > 0 && (
            <Link to="/marketplace" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Clear all filters
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}
