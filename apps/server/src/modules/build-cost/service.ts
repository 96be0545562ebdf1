import {
  type BuildCostEstimate,
  type BuildCostRegion,
  DEFAULT_BUILD_REGION,
  estimateBuildCost,
  type FinishLevel,
  parseEstimateRequest,
} from '@atelier/domain/build-cost';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildCostRegions, designs } from '../../db/schema/index.ts';
import { DEFAULT_BUILD_COSTS } from './defaults.ts';

/** The cost-to-build form of a design page: the regions to choose from, and the estimate asked for. */
export interface BuildCostForm {
  regions: { id: string; name: string }[];
  /** What the form asked (kept in the form when it is shown again). */
  asked: { region: string; finish: FinishLevel } | null;
  estimate: BuildCostEstimate | null;
}

/**
 * The costs per region: the ones staff imported (`stored`), else the shop's default table; the default
 * region first.
 */
export async function readBuildCostTable(db: Database): Promise<{ regions: BuildCostRegion[]; stored: boolean }> {
  const rows = await db.select().from(buildCostRegions).orderBy(asc(buildCostRegions.sortOrder));
  const regions = rows.length
    ? rows.map((row) => ({
        id: row.id,
        name: row.name,
        centsPerSqFt: {
          basic: row.basicCentsPerSqFt,
          standard: row.standardCentsPerSqFt,
          premium: row.premiumCentsPerSqFt,
        },
      }))
    : DEFAULT_BUILD_COSTS;
  const fallback = regions.find((region) => region.id === DEFAULT_BUILD_REGION) ?? DEFAULT_BUILD_COSTS[0];
  return {
    regions: fallback ? [fallback, ...regions.filter((region) => region !== fallback)] : regions,
    stored: rows.length > 0,
  };
}

const readRegions = async (db: Database) => (await readBuildCostTable(db)).regions;

export function createBuildCostService(db: Database) {
  return {
    regions: () => readRegions(db),

    /** The design page's cost to build, for `?region=US-TX&finish=standard`. */
    async formFor(design: { id: string; area: number; garageBays: number | null }, params: URLSearchParams) {
      const regions = await readRegions(db);
      const asked = parseEstimateRequest(params, regions);
      const [row] = asked
        ? await db.select({ complexityFactor: designs.complexityFactor }).from(designs).where(eq(designs.id, design.id))
        : [];
      const defaultRegion = regions[0];
      const estimate =
        asked && row && defaultRegion
          ? estimateBuildCost(
              { ...design, complexityFactor: row.complexityFactor },
              asked.region,
              defaultRegion,
              asked.finish,
            )
          : null;
      return {
        regions: regions.map(({ id, name }) => ({ id, name })),
        asked: asked ? { region: asked.region.id, finish: asked.finish } : null,
        estimate,
      } satisfies BuildCostForm;
    },
  };
}
