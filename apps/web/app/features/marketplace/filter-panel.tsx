import type { MarketplaceFacets, MarketplaceQuery } from '@atelier/domain/catalog';
import { formatMoney } from '@atelier/domain/money';
import { formatNumber } from '@atelier/domain/number-format';
import type { FormEvent, RefObject } from 'react';
import { Link } from 'react-router';
import { CheckboxFacet, FilterGroup } from './facet-group';
import { inputClass, NumberField, SelectField } from './filter-fields';

export const FILTER_FORM_ID = 'marketplace-filters';

const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

/** Every marketplace filter in one GET form; on small screens it folds behind a Filters toggle. */
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
  const pluralCount = (count: number) => `(${count})`;
  return (
    <div>
      <input type="checkbox" id="show-filters" className="peer sr-only lg:hidden" />
      <label
        htmlFor="show-filters"
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-border px-4 py-2 font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-primary lg:hidden"
      >
        Show filters{activeCount > 0 ? ` (${activeCount} active)` : ''}
      </label>
      <form
        id={FILTER_FORM_ID}
        ref={formRef}
        method="get"
        action="/marketplace"
        aria-label="Filter designs"
        onChange={onChange}
        onSubmit={onSubmit}
        className="mt-4 hidden peer-checked:block lg:mt-0 lg:block"
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
        <FilterGroup title="Category" open>
          <CheckboxFacet name="category" options={facets.categories} selected={query.category} />
        </FilterGroup>
        <FilterGroup title="Location" open={query.location.length > 0}>
          <CheckboxFacet name="location" options={facets.locations} selected={query.location} />
        </FilterGroup>
        <FilterGroup title="Building type" open={query.type.length > 0}>
          <CheckboxFacet name="type" options={facets.buildingTypes} selected={query.type} />
        </FilterGroup>
        <FilterGroup title="Style" open={query.style.length > 0}>
          <CheckboxFacet name="style" options={facets.styles} selected={query.style} />
        </FilterGroup>
        <FilterGroup title="Environmental conditions" open={query.env.length > 0}>
          <CheckboxFacet name="env" options={facets.environmentalConditions} selected={query.env} columns={2} />
        </FilterGroup>
        <FilterGroup title="Price (USD)" open={query.minPrice !== undefined || query.maxPrice !== undefined}>
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              name="minPrice"
              value={query.minPrice}
              label="Min price"
              step={50}
              placeholder={dollars(facets.priceRange.min)}
            />
            <NumberField
              name="maxPrice"
              value={query.maxPrice}
              label="Max price"
              step={50}
              placeholder={dollars(facets.priceRange.max)}
            />
          </div>
        </FilterGroup>
        <FilterGroup title="Area (sq ft)" open={query.minArea !== undefined || query.maxArea !== undefined}>
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              name="minArea"
              value={query.minArea}
              label="Min area"
              step={100}
              placeholder={formatNumber(facets.areaRange.min)}
            />
            <NumberField
              name="maxArea"
              value={query.maxArea}
              label="Max area"
              step={100}
              placeholder={formatNumber(facets.areaRange.max)}
            />
          </div>
        </FilterGroup>
        <FilterGroup
          title="Width and depth (ft)"
          open={[query.minWidth, query.maxWidth, query.minDepth, query.maxDepth].some((value) => value !== undefined)}
        >
          <p className="mb-3 text-xs text-muted-fg">To find plans that fit your lot, enter its size as the maximums.</p>
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              name="minWidth"
              value={query.minWidth}
              label="Min width"
              step={1}
              placeholder={String(facets.widthRange.min)}
            />
            <NumberField
              name="maxWidth"
              value={query.maxWidth}
              label="Max width"
              step={1}
              placeholder={String(facets.widthRange.max)}
            />
            <NumberField
              name="minDepth"
              value={query.minDepth}
              label="Min depth"
              step={1}
              placeholder={String(facets.depthRange.min)}
            />
            <NumberField
              name="maxDepth"
              value={query.maxDepth}
              label="Max depth"
              step={1}
              placeholder={String(facets.depthRange.max)}
            />
          </div>
        </FilterGroup>
        <div className="grid gap-3 border-b border-border py-3">
          <SelectField
            name="beds"
            value={query.beds}
            label="Bedrooms"
            options={facets.beds.map(({ value, count }) => ({
              value: String(value),
              label: `${value}+ ${pluralCount(count)}`,
            }))}
          />
          <SelectField
            name="baths"
            value={query.baths}
            label="Bathrooms"
            options={facets.baths.map(({ value, count }) => ({
              value: String(value),
              label: `${value}+ ${pluralCount(count)}`,
            }))}
          />
          <SelectField
            name="stories"
            value={query.stories}
            label="Stories"
            options={facets.stories.map(({ value, count }) => ({
              value: String(value),
              label: `${value} ${pluralCount(count)}`,
            }))}
          />
          <SelectField
            name="garage"
            value={query.garage}
            label="Garage bays"
            options={facets.garage.map(({ value, count }) => ({
              value: String(value),
              label: `${value}+ ${pluralCount(count)}`,
            }))}
          />
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
    </div>
  );
}
