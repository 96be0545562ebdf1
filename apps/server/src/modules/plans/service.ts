import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildingTypes, categories, designs, locations, planFiles } from '../../db/schema/index.ts';
import { generatePlanSet } from './plan-pdf.ts';

/** The private plan set PDF of each design, generated on first use and kept in the database. */
export function createPlanFileService(db: Database) {
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
      })
      .from(designs)
      .innerJoin(categories, eq(categories.id, designs.categoryId))
      .innerJoin(locations, eq(locations.id, designs.locationId))
      .innerJoin(buildingTypes, eq(buildingTypes.id, designs.buildingTypeId))
      .where(eq(designs.id, designId));
    if (!design) return null;
    const { pdf, pageCount } = await generatePlanSet(design);
    // Two first uses at once both generate; the first insert wins and both read the same file.
    await db.insert(planFiles).values({ designId, pdf, pageCount }).onConflictDoNothing();
    return pdf;
  }

  return {
    async getPlanSet(designId: string): Promise<Uint8Array | null> {
      const [file] = await db.select({ pdf: planFiles.pdf }).from(planFiles).where(eq(planFiles.designId, designId));
      if (file) return new Uint8Array(file.pdf);
      return generate(designId);
    },
  };
}

export type PlanFileService = ReturnType<typeof createPlanFileService>;
