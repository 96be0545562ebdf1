import { z } from 'zod';

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

export interface Design {
  id: string;
  title: string;
  description: string;
  /** cents */
  price: number;
  image: string;
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
] as const satisfies readonly Option[];
export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export const MARKETPLACE_PAGE_SIZE = 9;

const optionalInt = z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined);
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')).filter(Boolean))
  .catch([]);

/**
 * Marketplace query string. Unknown or malformed values are dropped instead of failing,
 * so a hand-edited or stale shared link still shows a page.
 */
export const marketplaceQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: list,
  location: list,
  type: list,
  env: list,
  minPrice: optionalInt,
  maxPrice: optionalInt,
  minArea: optionalInt,
  maxArea: optionalInt,
  beds: optionalInt,
  baths: optionalInt,
  stories: optionalInt,
  featured: z
    .enum(['1', 'true'])
    .optional()
    .transform((value) => value !== undefined)
    .catch(false),
  sort: z.enum(SORT_OPTIONS.map((option) => option.id) as [SortId, ...SortId[]]).catch('popular'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type MarketplaceQuery = z.infer<typeof marketplaceQuerySchema>;
