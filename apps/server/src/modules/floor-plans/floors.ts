import { type DesignFloor, generatedFloors } from '@atelier/domain/floor-plans';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designFloors, designs } from '../../db/schema/index.ts';

/**
 * The floors of a design as everyone reads them (the storefront, the plan set, the CAD drawing, the
 * staff editor): a module of its own below catalog, plans and designs, which all use it.
 */

/** The address of a floor's uploaded drawing (served by the media routes), named by its stored file. */
export const floorPictureUrl = (fileId: string) => `/media/floor-plans/${fileId}`;

export interface StoredFloors {
  generatedPlanSet: boolean;
  facts: Parameters<typeof generatedFloors>[0];
  rows: (typeof designFloors.$inferSelect)[];
}

export async function readStoredFloors(db: Database, designId: string): Promise<StoredFloors | null> {
  const [design] = await db
    .select({
      generatedPlanSet: designs.generatedPlanSet,
      area: designs.area,
      stories: designs.stories,
      bedrooms: designs.bedrooms,
      bathrooms: designs.bathrooms,
      widthFt: designs.widthFt,
      depthFt: designs.depthFt,
    })
    .from(designs)
    .where(eq(designs.id, designId));
  if (!design) return null;
  const rows = await db
    .select()
    .from(designFloors)
    .where(eq(designFloors.designId, designId))
    .orderBy(asc(designFloors.position));
  const { generatedPlanSet, ...facts } = design;
  return { generatedPlanSet, facts, rows };
}

/**
 * A design's floors: the ones staff keep, else, for a seeded design, the ones generated from its facts
 * (floor-plans.ts), so that its page, its plan set and its CAD drawing agree until staff take over.
 */
export async function readFloors(db: Database, designId: string): Promise<DesignFloor[]> {
  const stored = await readStoredFloors(db, designId);
  if (!stored) return [];
  if (stored.rows.length === 0 && stored.generatedPlanSet)
    return generatedFloors(stored.facts).map((floor) => ({ ...floor, picture: null }));
  return stored.rows.map((row) => ({
    label: row.label,
    rooms: row.rooms,
    picture:
      row.fileId && row.imageWidth && row.imageHeight
        ? { url: floorPictureUrl(row.fileId), alt: row.imageAlt ?? '', width: row.imageWidth, height: row.imageHeight }
        : null,
  }));
}
