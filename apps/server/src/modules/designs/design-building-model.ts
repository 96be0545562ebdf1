import type { BuildingModel } from '@atelier/domain/building-model';
import {
  checkPlan,
  deriveFacts,
  exportBuildingModel,
  PLAN_RULES,
  type PlanRuleId,
  parseBuildingModel,
} from '@atelier/domain/building-model';
import {
  PLAN_CHECK_LIST_SIZE,
  type StaffBuildingModel,
  type StaffPlanCheckSummary,
} from '@atelier/domain/building-model-admin';
import { and, asc, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { modelColumns } from '../../db/model-columns.ts';
import { designs, planFiles } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { designNotFound, lockDesign } from './design-lock.ts';

/** The no-model state of those columns: the facts stay as they were (now stated), the check goes. */
const NO_PLAN_CHECK = { planCheckErrors: null, planCheckWarnings: null, planCheckRules: null };

/** The columns of a design's stored model against this description; null for a design without one. */
export async function storedModelColumns(
  tx: Database,
  designId: string,
  description: string,
): Promise<ReturnType<typeof modelColumns> | null> {
  const [row] = await tx.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, designId));
  if (!row?.model) return null;
  const parsed = parseBuildingModel(row.model);
  return parsed.ok ? modelColumns(parsed.model, description) : null;
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
      const [design] = await tx
        .select({ description: designs.description })
        .from(designs)
        .where(eq(designs.id, designId));
      const columns = model === null ? NO_PLAN_CHECK : modelColumns(model, design?.description ?? '');
      await tx
        .update(designs)
        .set({ buildingModel: stored, ...columns })
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

  /** The plan check's summary over every design with a model, from the columns each save writes. */
  async function planCheckSummary(): Promise<StaffPlanCheckSummary> {
    const withModel = isNotNull(designs.buildingModel);
    const [totals] = await db
      .select({
        checked: count(),
        failing: sql<number>`count(*) filter (where ${designs.planCheckErrors} > 0)`.mapWith(Number),
      })
      .from(designs)
      .where(withModel);
    const perRule = await db
      .select({ rule: sql<string>`rule`, designs: count() })
      .from(sql`${designs}, unnest(${designs.planCheckRules}) as rule`)
      .where(withModel)
      .groupBy(sql`rule`);
    const failing = await db
      .select({
        id: designs.id,
        title: designs.title,
        errors: sql<number>`coalesce(${designs.planCheckErrors}, 0)`.mapWith(Number),
        warnings: sql<number>`coalesce(${designs.planCheckWarnings}, 0)`.mapWith(Number),
      })
      .from(designs)
      .where(and(withModel, gt(designs.planCheckErrors, 0)))
      .orderBy(desc(designs.planCheckErrors), asc(designs.title), asc(designs.id))
      .limit(PLAN_CHECK_LIST_SIZE);
    const counted = new Map(perRule.map((row) => [row.rule, Number(row.designs)]));
    return {
      checked: Number(totals?.checked ?? 0),
      failing: Number(totals?.failing ?? 0),
      rules: (Object.keys(PLAN_RULES) as PlanRuleId[])
        .filter((rule) => counted.has(rule))
        .map((rule) => ({
          rule,
          title: PLAN_RULES[rule].title,
          severity: PLAN_RULES[rule].severity,
          designs: counted.get(rule) ?? 0,
        })),
      designs: failing,
    };
  }

  return { read, save, planCheckSummary };
}
