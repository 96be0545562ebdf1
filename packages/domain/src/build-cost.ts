/**
 * "Cost to build": a low–high estimate of what building a design costs in a region at a finish level,
 * from the region's cost per square foot, the design's heated area and garage, and its complexity. The
 * design page's GET form reads `?region=US-TX&finish=standard` (these names are part of the interface).
 * An estimate, not a quote: every assumption is listed beside it.
 */

export const FINISH_LEVELS = ['basic', 'standard', 'premium'] as const;
export type FinishLevel = (typeof FINISH_LEVELS)[number];

export const FINISH_LABELS: Record<FinishLevel, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

/** A region's building costs per square foot of heated area, in cents, for each finish level. */
export interface BuildCostRegion {
  /** 'US-TX' (ISO 3166-2) for a state, 'CA' for a country, 'default' for everywhere else. */
  id: string;
  name: string;
  centsPerSqFt: Record<FinishLevel, number>;
}

/** The region whose costs apply where no other is listed; its standard cost is the region factor's 1.0. */
export const DEFAULT_BUILD_REGION = 'default';

/** A garage bay's floor area, and the share of the rate it costs (no finishes, no heating). */
export const GARAGE_SQFT_PER_BAY = 240;
export const GARAGE_COST_SHARE = 0.5;

/** The estimate's range around the computed cost: bids differ, and so do sites. */
export const ESTIMATE_RANGE = { low: 0.9, high: 1.15 } as const;

/** What the design page's form asks for: a known region and a finish (standard unless another is given). */
export function parseEstimateRequest(
  params: URLSearchParams,
  regions: readonly BuildCostRegion[],
): { region: BuildCostRegion; finish: FinishLevel } | null {
  const asked = params.get('region')?.trim().toUpperCase();
  const region = asked ? regions.find((entry) => entry.id.toUpperCase() === asked) : undefined;
  if (!region) return null;
  const finish = params.get('finish');
  return { region, finish: FINISH_LEVELS.find((level) => level === finish) ?? 'standard' };
}

export interface BuildCostEstimate {
  region: { id: string; name: string };
  finish: FinishLevel;
  areaSqFt: number;
  garageSqFt: number;
  centsPerSqFt: number;
  /** The region's standard cost against the default region's, to two decimals. */
  regionFactor: number;
  complexityFactor: number;
  lowCents: number;
  highCents: number;
}

/** To the nearest thousand dollars, in cents: an estimate claims no more precision than that. */
const roundToThousand = (cents: number) => Math.round(cents / 100_000) * 100_000;

export function estimateBuildCost(
  design: { area: number; garageBays: number | null; complexityFactor: number },
  region: BuildCostRegion,
  defaultRegion: BuildCostRegion,
  finish: FinishLevel,
): BuildCostEstimate {
  const centsPerSqFt = region.centsPerSqFt[finish];
  const garageSqFt = (design.garageBays ?? 0) * GARAGE_SQFT_PER_BAY;
  const cost = Math.round((design.area + garageSqFt * GARAGE_COST_SHARE) * centsPerSqFt * design.complexityFactor);
  // In whole percent, so 1.15 × $130,000 is $149,500 exactly, not a hair under it.
  const share = (range: number) => (cost * Math.round(range * 100)) / 100;
  return {
    region: { id: region.id, name: region.name },
    finish,
    areaSqFt: design.area,
    garageSqFt,
    centsPerSqFt,
    regionFactor: Math.round((region.centsPerSqFt.standard / defaultRegion.centsPerSqFt.standard) * 100) / 100,
    complexityFactor: design.complexityFactor,
    lowCents: roundToThousand(share(ESTIMATE_RANGE.low)),
    highCents: roundToThousand(share(ESTIMATE_RANGE.high)),
  };
}
