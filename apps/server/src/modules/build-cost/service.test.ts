import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCostRegions, designs } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEFAULT_BUILD_COSTS } from './defaults.ts';

const app = useTestApp();
const villa = { id: 'design-001', area: 3_200, garageBays: 2 };
const ask = (search: string) => app.services.buildCost.formFor(villa, new URLSearchParams(search));

describe('cost to build', () => {
  it('offers the shop’s table (the default region first, then 50 states and some countries) until staff import one', async () => {
    const form = await ask('');
    expect(form.regions).toHaveLength(DEFAULT_BUILD_COSTS.length);
    expect(form.regions[0]).toEqual({ id: 'default', name: 'Other regions' });
    expect(form.regions.filter((region) => region.id.startsWith('US-'))).toHaveLength(50);
    expect(form).toMatchObject({ asked: null, estimate: null });
  });

  it('estimates with the design’s own complexity factor, read from the database', async () => {
    const plain = await ask('region=us-tx&finish=premium');
    expect(plain.asked).toEqual({ region: 'US-TX', finish: 'premium' });
    // The villa's outline, from its building model: six corners, 1.04.
    expect(plain.estimate).toMatchObject({ region: { id: 'US-TX', name: 'Texas' }, complexityFactor: 1.04 });
    await app.database.db.update(designs).set({ complexityFactor: 1.25 }).where(eq(designs.id, villa.id));
    const complex = await ask('region=US-TX&finish=premium');
    expect(complex.estimate?.complexityFactor).toBe(1.25);
    expect(complex.estimate?.lowCents).toBeGreaterThan(plain.estimate?.lowCents ?? Number.POSITIVE_INFINITY);
    await app.database.db.update(designs).set({ complexityFactor: 1.04 }).where(eq(designs.id, villa.id));
  });

  it('uses the table staff stored instead of the default one', async () => {
    const { db } = app.database;
    await db.insert(buildCostRegions).values([
      {
        id: 'default',
        name: 'Elsewhere',
        basicCentsPerSqFt: 10_000,
        standardCentsPerSqFt: 20_000,
        premiumCentsPerSqFt: 30_000,
        sortOrder: 1,
      },
      {
        id: 'US-TX',
        name: 'Texas',
        basicCentsPerSqFt: 10_000,
        standardCentsPerSqFt: 10_000,
        premiumCentsPerSqFt: 10_000,
        sortOrder: 0,
      },
    ]);
    const form = await ask('region=US-TX');
    expect(form.regions).toEqual([
      { id: 'default', name: 'Elsewhere' },
      { id: 'US-TX', name: 'Texas' },
    ]);
    // (3,200 + 480 × 0.5) × $100 × 1.04 = $357,760: $322,000 to $411,000; half the default region's standard cost.
    expect(form.estimate).toMatchObject({
      regionFactor: 0.5,
      lowCents: 32_200_000,
      highCents: 41_100_000,
    });
    expect((await ask('region=US-CA')).estimate).toBeNull();
    await db.delete(buildCostRegions);
  });
});
