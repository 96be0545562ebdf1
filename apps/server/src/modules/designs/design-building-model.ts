import type { BuildingModel } from '@atelier/domain/building-model';
import {
  type CatalogueFacts,
  catalogueFactsOf,
  checkPlan,
  deriveFacts,
  exportBuildingModel,
  parseBuildingModel,
} from '@atelier/domain/building-model';
import type { StaffBuildingModel } from '@atelier/domain/building-model-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs, planFiles } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { designNotFound, lockDesign } from './design-lock.ts';

/** The catalogue's facts of a design's stored model (decision 072); null for a design without one. */
export async function storedModelFacts(tx: Database, designId: string): Promise<CatalogueFacts | null> {
  const [row] = await tx.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, designId));
  if (!row?.model) return null;
  const parsed = parseBuildingModel(row.model);
  return parsed.ok ? catalogueFactsOf(parsed.model) : null;
}

/**
 * A design's building model (decision 069): kept as exported, answered with its derived facts and its
 * plan check against the design's description. Saving it writes its facts into the catalogue's columns
 * (decision 072); removing it leaves them, now as stated facts staff may edit.
 */
export function createDesignBuildingModel(db: Database) {
  async function read(designId: string): Promise<StaffBuildingModel> {
    const [row] = await db
      .select({ model: designs.buildingModel, description: designs.description })
      .from(designs)
      .where(eq(designs.id, designId));
    if (!row) throw designNotFound();
    if (row.model === null) return { model: null, facts: null, findings: [] };
    // Checked when it was saved; read through the schema for its defaults.
    const parsed = parseBuildingModel(row.model);
    if (!parsed.ok) throw new Error(`The building model of ${designId} no longer reads: ${parsed.issues[0]?.message}`);
    return {
      model: parsed.model,
      facts: deriveFacts(parsed.model),
      findings: checkPlan(parsed.model, { description: row.description }),
    };
  }

  /** Keeps the model (checked by the route's schema) or, given null, lets the design go without one. */
  async function save(designId: string, model: BuildingModel | null, actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      await lockDesign(tx, designId);
      const stored = model === null ? null : (JSON.parse(exportBuildingModel(model)) as BuildingModel);
      const facts = model === null ? {} : catalogueFactsOf(model);
      await tx
        .update(designs)
        .set({ buildingModel: stored, ...facts })
        .where(eq(designs.id, designId));
      // The generated plan set draws the design's facts: drawn again on next use.
      await tx.delete(planFiles).where(eq(planFiles.designId, designId));
      await recordStaffAction(
        tx,
        actor,
        'design.building_model',
        { type: 'design', id: designId },
        model === null
          ? { model: 'none' }
          : { floors: model.floors.length, rooms: model.floors.reduce((sum, floor) => sum + floor.rooms.length, 0) },
      );
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id: designId });
    });
  }

  return { read, save };
}
