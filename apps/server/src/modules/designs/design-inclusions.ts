import { LICENCE_IDS, type LicenceId } from '@atelier/domain/licences';
import {
  type DesignInclusionsInput,
  type InclusionAdditions,
  type InclusionsByLicence,
  inclusionsFor,
  type PlanSetSource,
  planSetDrawings,
  type StaffDesignInclusions,
} from '@atelier/domain/plan-inclusions';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designFiles, designs } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { planSetFloors } from '../floor-plans/plan-drawings.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { generatedPlanSetSheets } from '../plans/plan-pdf.ts';
import { designNotFound, lockDesign } from './design-lock.ts';

/** The sheets of a generated plan set with these floors, as its cover lists them ("A-101 Ground floor plan"). */
const sheetNames = (floors: readonly { label: string }[]) =>
  generatedPlanSetSheets({ floors }).map((sheet) => `${sheet.code} ${sheet.name}`);

interface StoredInclusions {
  additions: InclusionAdditions;
  planSetContents: string[];
  planSet: PlanSetSource;
}

async function readStored(db: Database, designId: string): Promise<StoredInclusions | null> {
  const [row] = await db
    .select({
      additions: designs.inclusionAdditions,
      planSetContents: designs.planSetContents,
      generated: designs.generatedPlanSet,
      uploaded: designFiles.fileId,
    })
    .from(designs)
    .leftJoin(designFiles, and(eq(designFiles.designId, designs.id), eq(designFiles.kind, 'plan-set')))
    .where(eq(designs.id, designId));
  if (!row) return null;
  const planSet: PlanSetSource = row.uploaded ? 'uploaded' : row.generated ? 'generated' : 'none';
  return { additions: row.additions, planSetContents: row.planSetContents, planSet };
}

/** What the design page shows beside each licence, and the drawings of the plan set. */
export interface DesignInclusions {
  byLicence: Record<LicenceId, string[]>;
  drawings: string[];
}

/**
 * "What's included" for one design: the studio's lines per licence kind with the design's additions,
 * and the plan set's drawings (a generated set's own sheet index, an uploaded set's listed sheets).
 */
export function createDesignInclusions(db: Database) {
  return {
    /** `floors`: the floors its generated plan set draws, which the page has read already (its model's, else readFloors). */
    async forStorefront(
      designId: string,
      studio: InclusionsByLicence,
      floors: readonly { label: string }[],
    ): Promise<DesignInclusions | null> {
      const stored = await readStored(db, designId);
      if (!stored) return null;
      return {
        byLicence: Object.fromEntries(
          LICENCE_IDS.map((licence) => [licence, inclusionsFor(licence, studio, stored.additions)]),
        ) as Record<LicenceId, string[]>,
        drawings: planSetDrawings(stored.planSet, sheetNames(floors), stored.planSetContents),
      };
    },

    async forStaff(designId: string, studio: InclusionsByLicence): Promise<StaffDesignInclusions> {
      const stored = await readStored(db, designId);
      if (!stored) throw designNotFound();
      const generatedSheets = stored.planSet === 'generated' ? sheetNames(await planSetFloors(db, designId)) : [];
      return { ...stored, studio, generatedSheets };
    },

    async save(designId: string, input: DesignInclusionsInput, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        await lockDesign(tx, designId);
        await tx
          .update(designs)
          .set({ inclusionAdditions: input.additions, planSetContents: input.planSetContents })
          .where(eq(designs.id, designId));
        await recordStaffAction(
          tx,
          actor,
          'design.inclusions',
          { type: 'design', id: designId },
          {
            additions: Object.values(input.additions).reduce((sum, lines) => sum + (lines?.length ?? 0), 0),
            sheets: input.planSetContents.length,
          },
        );
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id: designId });
      });
    },
  };
}
