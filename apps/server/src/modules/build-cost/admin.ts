import type { BuildCostRegion } from '@atelier/domain/build-cost';
import type { BuildCostTable } from '@atelier/domain/build-cost-admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildCostRegions } from '../../db/schema/index.ts';
import { lastStaffActionAt } from '../audit/last-staff-action.ts';
import { type AuditTarget, recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { buildCostCsv, dollarsOf } from './csv-export.ts';
import { readBuildCostCsv } from './csv-import.ts';
import { readBuildCostTable } from './service.ts';

const IMPORT_ACTION = 'build_costs.import';
const TABLE: AuditTarget = { type: 'build_costs', id: '*' };

const rowOf = ({ id, name, centsPerSqFt }: BuildCostRegion) => ({
  id,
  name,
  basic: dollarsOf(centsPerSqFt.basic),
  standard: dollarsOf(centsPerSqFt.standard),
  premium: dollarsOf(centsPerSqFt.premium),
});

/**
 * The build-cost table of /settings/build-costs: read, exported and replaced as a whole by a CSV import,
 * which is audited and announced so every process drops its storefront pages (they show estimates).
 */
export function createBuildCostAdmin(db: Database) {
  async function table(): Promise<BuildCostTable> {
    const { regions, stored } = await readBuildCostTable(db);
    const importedAt = stored ? await lastStaffActionAt(db, IMPORT_ACTION, TABLE) : null;
    return { regions: regions.map(rowOf), stored, updatedAt: importedAt?.toISOString() ?? null };
  }

  return {
    table,

    async exportCsv(): Promise<string> {
      return buildCostCsv((await readBuildCostTable(db)).regions);
    },

    /** Replaces the whole table with the CSV's, or refuses it (every line checked) and changes nothing. */
    async importCsv(csv: string, actor: StaffActor): Promise<BuildCostTable> {
      const regions = readBuildCostCsv(csv);
      await db.transaction(async (tx) => {
        // Two imports at once would each delete the old rows, then one would insert over the other's.
        await tx.execute(sql`lock table ${buildCostRegions} in share row exclusive mode`);
        await tx.delete(buildCostRegions);
        await tx.insert(buildCostRegions).values(
          regions.map(({ id, name, centsPerSqFt }, sortOrder) => ({
            id,
            name,
            basicCentsPerSqFt: centsPerSqFt.basic,
            standardCentsPerSqFt: centsPerSqFt.standard,
            premiumCentsPerSqFt: centsPerSqFt.premium,
            sortOrder,
          })),
        );
        await recordStaffAction(tx, actor, IMPORT_ACTION, TABLE, { ip: actor.ip, regions: regions.length });
        await publish(tx, LIVE_CHANNELS.settings, { kind: 'build_costs' });
      });
      return table();
    },
  };
}
