import { type PlanDrawings, parseBuildingModel, planDrawings } from '@atelier/domain/building-model';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs } from '../../db/schema/index.ts';
import { readFloors } from './floors.ts';

/**
 * A design's floors drawn from its building model (decision 073), or null for a design without one
 * (its floors are the room schedule staff keep: floors.ts).
 */
export async function readPlanDrawings(db: Database, designId: string): Promise<PlanDrawings | null> {
  const [row] = await db.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, designId));
  if (!row?.model) return null;
  // Checked when it was saved; read through the schema for its defaults.
  const parsed = parseBuildingModel(row.model);
  return parsed.ok ? planDrawings(parsed.model) : null;
}

/** The floors a generated plan set draws, by name: the building model's, else the design's floors. */
export async function planSetFloors(db: Database, designId: string): Promise<{ label: string }[]> {
  const [row] = await db.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, designId));
  const parsed = row?.model ? parseBuildingModel(row.model) : null;
  if (parsed?.ok) return parsed.model.floors.map((floor) => ({ label: floor.label }));
  return readFloors(db, designId);
}
