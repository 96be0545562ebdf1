import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildingTypes, categories, designFiles, designs, locations, planFiles } from '../../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { generatePlanSet } from './plan-pdf.ts';

/**
 * The plan set PDF a buyer receives: the one staff uploaded, or, for a seeded design that has none yet,
 * a generated schematic (made on first use and kept in the database). Null when the design has neither.
 */
export function createPlanFileService(db: Database, files: FileStore) {
  async function generate(designId: string): Promise<Uint8Array | null> {
    const [design] = await db
      .select({
        id: designs.id,
        title: designs.title,
        description: designs.description,
        area: designs.area,
        stories: designs.stories,
        bedrooms: designs.bedrooms,
        bathrooms: designs.bathrooms,
        buildingType: buildingTypes.label,
        location: locations.label,
        category: categories.label,
        generatedPlanSet: designs.generatedPlanSet,
      })
      .from(designs)
      .innerJoin(categories, eq(categories.id, designs.categoryId))
      .innerJoin(locations, eq(locations.id, designs.locationId))
      .innerJoin(buildingTypes, eq(buildingTypes.id, designs.buildingTypeId))
      .where(eq(designs.id, designId));
    if (!design?.generatedPlanSet) return null;
    const { pdf, pageCount } = await generatePlanSet(design);
    // Two first uses at once both generate; the first insert wins and both read the same file.
    await db.insert(planFiles).values({ designId, pdf, pageCount }).onConflictDoNothing();
    return pdf;
  }

  async function uploaded(designId: string): Promise<Uint8Array | null> {
    const [row] = await db
      .select({ fileId: designFiles.fileId })
      .from(designFiles)
      .where(and(eq(designFiles.designId, designId), eq(designFiles.kind, 'plan-set')));
    if (!row) return null;
    return (await files.get(row.fileId))?.bytes ?? null;
  }

  return {
    async getPlanSet(designId: string): Promise<Uint8Array | null> {
      const upload = await uploaded(designId);
      if (upload) return upload;
      const [file] = await db.select({ pdf: planFiles.pdf }).from(planFiles).where(eq(planFiles.designId, designId));
      if (file) return new Uint8Array(file.pdf);
      return generate(designId);
    },
  };
}

export type PlanFileService = ReturnType<typeof createPlanFileService>;
