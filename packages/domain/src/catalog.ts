import { ARCHITECTURAL_STYLES } from './design-facts.ts';
import { type Lot, lotParams, parseLot } from './lot-fit.ts';

export interface Option {
  id: string;
  label: string;
}
export interface CountedOption extends Option {
  count: number;
}

export const SERVICE_IDS = [
  'residential-design',
  'commercial-architecture',
  'urban-planning',
  'sustainable-design',
  'renovation-restoration',
  'interior-design',
  '3d-visualization',
  'building-construction',
  'property-estate-management',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const CATEGORIES = [
  { id: 'residential', label: 'Residential', serviceId: 'residential-design' },
  { id: 'multi-family', label: 'Multi-family', serviceId: 'residential-design' },
  { id: 'eco-friendly', label: 'Eco-friendly', serviceId: 'sustainable-design' },
  { id: 'commercial', label: 'Commercial', serviceId: 'commercial-architecture' },
  { id: 'renovation', label: 'Renovation', serviceId: 'renovation-restoration' },
  { id: 'mixed-use', label: 'Mixed-use', serviceId: 'commercial-architecture' },
  { id: 'institutional', label: 'Institutional', serviceId: 'commercial-architecture' },
] as const satisfies readonly (Option & { serviceId: ServiceId })[];

/** SPEC §3 category-to-service mapping, including the labels that have no design category of their own. */
export const CATEGORY_TO_SERVICE: Record<string, ServiceId> = {
  Residential: 'residential-design',
  'Multi-family': 'residential-design',
  Commercial: 'commercial-architecture',
  'Mixed-use': 'commercial-architecture',
  Institutional: 'commercial-architecture',
  'Eco-friendly': 'sustainable-design',
  Urban: 'urban-planning',
  Renovation: 'renovation-restoration',
  '3D Visualization': '3d-visualization',
  Interior: 'interior-design',
};

export const LOCATIONS = [
  { id: 'coastal', label: 'Coastal' },
  { id: 'urban', label: 'Urban' },
  { id: 'mountain', label: 'Mountain' },
  { id: 'desert', label: 'Desert' },
  { id: 'nordic', label: 'Nordic' },
  { id: 'suburban', label: 'Suburban' },
] as const satisfies readonly Option[];

export const BUILDING_TYPES = [
  { id: 'single-family', label: 'Single Family' },
  { id: 'apartment-building', label: 'Apartment Building' },
  { id: 'cabin', label: 'Cabin' },
  { id: 'office', label: 'Office' },
  { id: 'loft', label: 'Loft' },
  { id: 'mixed-use', label: 'Mixed-use' },
  { id: 'healthcare', label: 'Healthcare' },
  { id: 'educational', label: 'Educational' },
] as const satisfies readonly Option[];

export const ENVIRONMENTAL_CONDITIONS = [
  { id: 'temperate', label: 'Temperate' },
  { id: 'hot', label: 'Hot' },
  { id: 'cold', label: 'Cold' },
  { id: 'humid', label: 'Humid' },
  { id: 'dry', label: 'Dry' },
  { id: 'coastal', label: 'Coastal' },
  { id: 'urban', label: 'Urban' },
  { id: 'mountain', label: 'Mountain' },
  { id: 'snow', label: 'Snow' },
  { id: 'hurricane-prone', label: 'Hurricane-prone' },
  { id: 'desert', label: 'Desert' },
  { id: 'wind', label: 'Wind' },
  { id: 'indoor', label: 'Indoor' },
  { id: 'suburban', label: 'Suburban' },
] as const satisfies readonly Option[];

/** The environmental conditions that name where a design stands (its setting) rather than its climate. */
const SETTING_CONDITIONS: readonly string[] = ['coastal', 'urban', 'mountain', 'suburban', 'indoor'];

/** A design's conditions as labels: its climate (the weather it is built for) and its setting, apart. */
export function conditionLabels(ids: readonly string[]): { climate: string[]; setting: string[] } {
  const label = (id: string) => ENVIRONMENTAL_CONDITIONS.find((option) => option.id === id)?.label ?? id;
  return {
    climate: ids.filter((id) => !SETTING_CONDITIONS.includes(id)).map(label),
    setting: ids.filter((id) => SETTING_CONDITIONS.includes(id)).map(label),
  };
}

/** A running sale as a design shows it: struck-through regular price, the reduction and when it ends. */
export interface DesignSale {
  name: string;
  percentOff: number;
  /** ISO time */
  endsAt: string;
  /** cents: the regular price of the base licence */
  listPrice: number;
}

export interface Design {
  /** The URL's slug. */
  id: string;
  /** What buyers quote: short, unique, never reused (1001, 1002…). */
  planNumber: number;
  title: string;
  description: string;
  /** cents: what it costs now, a running sale's reduction taken off */
  price: number;
  /** The sale that reduces `price` now (decision 050), with the regular price; null when none runs. */
  sale: DesignSale | null;
  /** The cover picture's base URL (designImageUrl adds width and format). */
  image: string;
  /** The cover's alt text; null for the generated artwork, which the title describes. */
  imageAlt: string | null;
  category: string;
  categoryLabel: string;
  location: string;
  locationLabel: string;
  featured: boolean;
  environmentalConditions: string[];
  buildingType: string;
  buildingTypeLabel: string;
  /** square feet */
  area: number;
  stories: number;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Footprint in feet, garage bays and the construction facts of design-facts.ts; null when not stated. */
  widthFt: number | null;
  depthFt: number | null;
  garageBays: number | null;
  foundation: string | null;
  roofType: string | null;
  style: string | null;
  /** ISO date, e.g. 2024-03-15 */
  createdAt: string;
  popularity: number;
}

export const SORT_OPTIONS = [
  { id: 'popular', label: 'Most popular' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'newest', label: 'Newest' },
  { id: 'area-desc', label: 'Largest area' },
  { id: 'area-asc', label: 'Smallest area' },
  // New sorts go last: the existing order is what visitors know.
  { id: 'width-asc', label: 'Narrowest first' },
] as const satisfies readonly Option[];
export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export const MARKETPLACE_PAGE_SIZE = 9;

/** The choices of the garage filter: at least this many bays. */
export const GARAGE_STEPS = [1, 2, 3] as const;

// Hand-written rather than a zod schema: this module is also used in the browser (marketplace
// filters, design pictures), where zod would add ~24 kB of gzipped JavaScript to the page.
const ID_PATTERN = /^[a-z0-9-]{1,40}$/;
const SORT_IDS: readonly string[] = SORT_OPTIONS.map((option) => option.id);
const STYLE_IDS: readonly string[] = ARCHITECTURAL_STYLES.map((option) => option.id);

/** A single text value; a repeated key counts only when it is a plain string. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** An empty form field means "no limit", not zero; anything malformed is ignored. */
function number(value: unknown, { min, max, step }: { min: number; max: number; step: number }): number | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const parsed = Number(raw);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) return undefined;
  return Number.isInteger(parsed / step) ? parsed : undefined;
}

function idList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = values
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => ID_PATTERN.test(item));
  return [...new Set(ids)];
}

export interface MarketplaceQuery {
  /** Free text over title and description. */
  q?: string;
  category: string[];
  location: string[];
  /** Building type ids. */
  type: string[];
  /** Environmental condition ids (any of them matches). */
  env: string[];
  /** Whole dollars. */
  minPrice?: number;
  maxPrice?: number;
  /** Square feet. */
  minArea?: number;
  maxArea?: number;
  /** At least this many bedrooms. */
  beds?: number;
  /** At least this many bathrooms (halves allowed). */
  baths?: number;
  /** Exactly this many stories. */
  stories?: number;
  /** Architectural style ids (any of them matches); ids not in ARCHITECTURAL_STYLES are dropped. */
  style: string[];
  /** At least this many garage bays: one of GARAGE_STEPS. */
  garage?: number;
  /**
   * Footprint in feet. The maximums are the lot-fit filters (width ≤ maxWidth); a design that states no
   * width or depth never matches an active filter on it.
   */
  minWidth?: number;
  maxWidth?: number;
  minDepth?: number;
  maxDepth?: number;
  /** "Fits my lot" (lot-fit.ts): only designs whose footprint fits the lot's buildable area. */
  lot?: Lot;
  featured: boolean;
  sort: SortId;
  page: number;
}

/**
 * Reads a marketplace query (a parsed query string). Unknown or malformed values are dropped instead
 * of failing, so a hand-edited or stale shared link still shows a page. Prices are whole dollars.
 */
export function parseMarketplaceQuery(input: unknown): MarketplaceQuery {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const count = (value: unknown) => number(value, { min: 0, max: 1_000_000, step: 1 });
  const q = text(raw.q)?.slice(0, 100).trim();
  const sort = text(raw.sort);
  // A reversed range (min above max) is read the way the visitor meant it.
  const [minPrice, maxPrice] = ordered(count(raw.minPrice), count(raw.maxPrice));
  const [minArea, maxArea] = ordered(count(raw.minArea), count(raw.maxArea));
  const [minWidth, maxWidth] = ordered(count(raw.minWidth), count(raw.maxWidth));
  const [minDepth, maxDepth] = ordered(count(raw.minDepth), count(raw.maxDepth));
  const garage = count(raw.garage);
  const query: MarketplaceQuery = {
    category: idList(raw.category),
    location: idList(raw.location),
    type: idList(raw.type),
    env: idList(raw.env),
    style: idList(raw.style).filter((id) => STYLE_IDS.includes(id)),
    featured: ['1', 'true', 'on'].includes(text(raw.featured) ?? ''),
    sort: sort && SORT_IDS.includes(sort) ? (sort as SortId) : 'popular',
    page: number(raw.page, { min: 1, max: 1000, step: 1 }) ?? 1,
  };
  const optional = {
    q: q || undefined,
    minPrice,
    maxPrice,
    minArea,
    maxArea,
    beds: count(raw.beds),
    baths: number(raw.baths, { min: 0, max: 1000, step: 0.5 }),
    stories: count(raw.stories),
    garage: garage !== undefined && (GARAGE_STEPS as readonly number[]).includes(garage) ? garage : undefined,
    minWidth,
    maxWidth,
    minDepth,
    maxDepth,
    lot: parseLot(raw),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  return query;
}

function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/** Reads a marketplace query from URL search parameters (repeated keys become lists). */
export function parseMarketplaceParams(params: URLSearchParams): MarketplaceQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return parseMarketplaceQuery(raw);
}

/** The query's list filters and number filters, which are also the names of the filter form's controls. */
export const MARKETPLACE_LIST_KEYS = ['category', 'location', 'type', 'env', 'style'] as const;
export const MARKETPLACE_NUMBER_KEYS = [
  'minPrice',
  'maxPrice',
  'minArea',
  'maxArea',
  'beds',
  'baths',
  'stories',
  'garage',
  'minWidth',
  'maxWidth',
  'minDepth',
  'maxDepth',
] as const;
export type MarketplaceListKey = (typeof MARKETPLACE_LIST_KEYS)[number];
export type MarketplaceNumberKey = (typeof MARKETPLACE_NUMBER_KEYS)[number];

/**
 * The canonical query string of a marketplace state: defaults are left out and lists are
 * comma-joined, so equal filters always give the same shareable URL ('' when nothing is set).
 */
export function marketplaceSearch(query: Partial<MarketplaceQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of MARKETPLACE_LIST_KEYS) {
    const values = query[key];
    if (values?.length) params.set(key, values.join(','));
  }
  for (const key of MARKETPLACE_NUMBER_KEYS) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const [key, value] of lotParams(query.lot)) params.set(key, value);
  if (query.featured) params.set('featured', '1');
  if (query.sort && query.sort !== 'popular') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString().replaceAll('%2C', ',');
  return search ? `?${search}` : '';
}

export interface CountedValue {
  value: number;
  count: number;
}

/** Option counts for the marketplace filters, each computed under every other active filter. */
export interface MarketplaceFacets {
  categories: CountedOption[];
  locations: CountedOption[];
  buildingTypes: CountedOption[];
  environmentalConditions: CountedOption[];
  /** Every architectural style, in the order of ARCHITECTURAL_STYLES. */
  styles: CountedOption[];
  /** Designs with exactly this many stories. */
  stories: CountedValue[];
  /** Designs with at least this many bedrooms. */
  beds: CountedValue[];
  /** Designs with at least this many bathrooms. */
  baths: CountedValue[];
  /** Designs with at least this many garage bays, for each of GARAGE_STEPS. */
  garage: CountedValue[];
  featured: number;
  /** Over the whole catalogue, in cents, square feet and feet (hints for the range inputs). */
  priceRange: { min: number; max: number };
  areaRange: { min: number; max: number };
  widthRange: { min: number; max: number };
  depthRange: { min: number; max: number };
}

/** How many filters (not sort or page) are active. */
export function countActiveFilters(query: MarketplaceQuery): number {
  return (
    (query.q ? 1 : 0) +
    MARKETPLACE_LIST_KEYS.reduce((sum, key) => sum + query[key].length, 0) +
    MARKETPLACE_NUMBER_KEYS.filter((key) => query[key] !== undefined).length +
    (query.lot ? 1 : 0) +
    (query.featured ? 1 : 0)
  );
}
