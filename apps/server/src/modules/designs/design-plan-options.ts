import type { DesignPlanOptionsInput, StaffDesignPlanOptions } from '@atelier/domain/plan-option-admin';
import { type DesignPlanOptions, designPlanOptions, type PlanOptionSettings } from '@atelier/domain/plan-options';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { designNotFound, lockDesign } from './design-lock.ts';

/**
 * The plan options of designs (decision 043): what each offers of the studio's options, read for the
 * design page and the cart, and chosen by staff on the design page of the admin.
 */
export function createDesignPlanOptions(db: Database) {
  async function readOffers(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: designs.id, foundation: designs.foundation, offered: designs.planOptions })
      .from(designs)
      .where(inArray(designs.id, [...ids]));
  }

  return {
    /** Each design's options under the studio's terms (`studio`: the cached plan options setting). */
    async forDesigns(ids: readonly string[], studio: PlanOptionSettings): Promise<Map<string, DesignPlanOptions>> {
      const rows = await readOffers(ids);
      return new Map(rows.map((row) => [row.id, designPlanOptions(studio, row.foundation, row.offered)]));
    },

    async forStaff(designId: string, studio: PlanOptionSettings): Promise<StaffDesignPlanOptions> {
      const [row] = await readOffers([designId]);
      if (!row) throw designNotFound();
      return { offered: row.offered, studio, includedFoundation: row.foundation };
    },

    async save(designId: string, input: DesignPlanOptionsInput, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        await lockDesign(tx, designId);
        await tx.update(designs).set({ planOptions: input.offered }).where(eq(designs.id, designId));
        await recordStaffAction(
          tx,
          actor,
          'design.plan_options',
          { type: 'design', id: designId },
          { offered: input.offered === null ? 'all the studio offers' : input.offered.join(', ') || 'none' },
        );
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id: designId });
      });
    },
  };
}
