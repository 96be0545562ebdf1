import {
  BUILDING_TYPES,
  CATEGORIES,
  DEMO_LICENCE_IDS,
  demoLicencePrice,
  ENVIRONMENTAL_CONDITIONS,
  LOCATIONS,
} from '@atelier/domain';
import { parseBuildingModel } from '@atelier/domain/building-model';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { modelColumns } from '../model-columns.ts';
import {
  buildingTypes,
  categories,
  designLicences,
  designs,
  environmentalConditions,
  locations,
  services,
  settings,
  staffAuditLog,
  teamMembers,
  testimonials,
} from '../schema/index.ts';
import { DEMO_BUILDING_MODELS, storedDemoModel } from './building-models/index.ts';
import { sampleServices, sampleTeam, sampleTestimonials } from './content.ts';
import { sampleDesigns } from './designs.ts';
import { defaultStudioFigures, STUDIO_FIGURES_KEY } from './site-texts.ts';

const withOrder = <T extends object>(rows: readonly T[]) =>
  rows.map((row, index) => ({ ...row, sortOrder: index + 1 }));

/**
 * Inserts the sample catalogue. Every insert skips rows that already exist, so a restart
 * never duplicates data nor overwrites what staff have changed.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(withOrder(CATEGORIES).map(({ id, label, serviceId, sortOrder }) => ({ id, label, serviceId, sortOrder })))
      .onConflictDoNothing();
    await tx.insert(locations).values(withOrder(LOCATIONS)).onConflictDoNothing();
    await tx.insert(buildingTypes).values(withOrder(BUILDING_TYPES)).onConflictDoNothing();
    await tx.insert(environmentalConditions).values(withOrder(ENVIRONMENTAL_CONDITIONS)).onConflictDoNothing();
    const added = await tx
      .insert(designs)
      .values(sampleDesigns)
      .onConflictDoNothing()
      .returning({ id: designs.id, priceCents: designs.priceCents });
    // Only designs inserted now get the demo licences: a licence staff withdrew stays withdrawn.
    if (added.length > 0) {
      await tx.insert(designLicences).values(
        added.flatMap((design) =>
          DEMO_LICENCE_IDS.map((licence) => ({
            designId: design.id,
            licence,
            priceCents: demoLicencePrice(design.priceCents, licence),
          })),
        ),
      );
    }
    await giveDemoModels(tx);
    await tx.insert(services).values(sampleServices).onConflictDoNothing();
    await tx.insert(testimonials).values(sampleTestimonials).onConflictDoNothing();
    await tx.insert(teamMembers).values(sampleTeam).onConflictDoNothing();
    await tx
      .insert(settings)
      .values([
        { key: 'tax_rate_bp', value: 0 },
        { key: STUDIO_FIGURES_KEY, value: defaultStudioFigures },
      ])
      .onConflictDoNothing();
  });
}

/**
 * A sample design seeded before its demo building model existed gets it, unless staff have given it a
 * model or removed one since (an audited `design.building_model`): staff's choice stays. Each modelled
 * sample design then states its model's facts and plan check (decisions 072, 076), as a save writes them.
 */
async function giveDemoModels(tx: Database): Promise<void> {
  for (const designId of Object.keys(DEMO_BUILDING_MODELS)) {
    await tx
      .update(designs)
      .set({ buildingModel: storedDemoModel(designId) })
      .where(
        and(
          eq(designs.id, designId),
          isNull(designs.buildingModel),
          notExists(
            tx
              .select({ id: staffAuditLog.id })
              .from(staffAuditLog)
              .where(
                and(
                  eq(staffAuditLog.action, 'design.building_model'),
                  eq(staffAuditLog.targetType, 'design'),
                  eq(staffAuditLog.targetId, designId),
                ),
              ),
          ),
        ),
      );
    const [stored] = await tx
      .select({ model: designs.buildingModel, description: designs.description })
      .from(designs)
      .where(eq(designs.id, designId));
    const parsed = stored?.model ? parseBuildingModel(stored.model) : null;
    if (parsed?.ok && stored)
      await tx.update(designs).set(modelColumns(parsed.model, stored.description)).where(eq(designs.id, designId));
  }
}
