import { describe, expect, it } from 'vitest';
import { type BuildCostRegion, estimateBuildCost, parseEstimateRequest } from './build-cost.ts';

const other: BuildCostRegion = {
  id: 'default',
  name: 'Other regions',
  centsPerSqFt: { basic: 13_000, standard: 16_000, premium: 23_500 },
};
const texas: BuildCostRegion = {
  id: 'US-TX',
  name: 'Texas',
  centsPerSqFt: { basic: 11_700, standard: 14_400, premium: 21_200 },
};

describe('cost to build', () => {
  it('reads a known region (in any case) and a finish, standard unless another is given', () => {
    const regions = [other, texas];
    expect(parseEstimateRequest(new URLSearchParams('region=us-tx&finish=premium'), regions)).toEqual({
      region: texas,
      finish: 'premium',
    });
    expect(parseEstimateRequest(new URLSearchParams('region=US-TX&finish=gold'), regions)?.finish).toBe('standard');
    expect(parseEstimateRequest(new URLSearchParams('region=US-ZZ'), regions)).toBeNull();
    expect(parseEstimateRequest(new URLSearchParams('finish=basic'), regions)).toBeNull();
  });

  it('prices the heated area and half the garage at the region’s rate, times the complexity, as a rounded range', () => {
    const estimate = estimateBuildCost({ area: 2_000, garageBays: 2, complexityFactor: 1.1 }, texas, other, 'standard');
    // (2,000 + 480 × 0.5) × $144 × 1.1 = $354,816; −10% and +15%, to the nearest thousand.
    expect(estimate).toEqual({
      region: { id: 'US-TX', name: 'Texas' },
      finish: 'standard',
      areaSqFt: 2_000,
      garageSqFt: 480,
      centsPerSqFt: 14_400,
      regionFactor: 0.9,
      complexityFactor: 1.1,
      lowCents: 31_900_000,
      highCents: 40_800_000,
    });
  });

  it('counts no garage where the design states none', () => {
    const estimate = estimateBuildCost({ area: 1_000, garageBays: null, complexityFactor: 1 }, other, other, 'basic');
    expect(estimate).toMatchObject({ garageSqFt: 0, regionFactor: 1, lowCents: 11_700_000, highCents: 15_000_000 });
  });
});
