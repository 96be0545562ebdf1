import {
  type PlanLicence,
  planLicenceSchema,
  type StudioFigures,
  studioFiguresSchema,
} from '@atelier/domain/content-admin';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import {
  defaultPlanLicence,
  defaultStudioFigures,
  PLAN_LICENCE_KEY,
  STUDIO_FIGURES_KEY,
} from '../../db/seed/site-texts.ts';

export interface StoredLicence extends PlanLicence {
  /** When staff last saved it (null: the default text, never saved). */
  updatedAt: Date | null;
}

/** Figures and texts staff edit, kept as settings rows; a missing or malformed row reads as the default. */
export async function readSiteTexts(db: Database): Promise<{ figures: StudioFigures; licence: StoredLicence }> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [STUDIO_FIGURES_KEY, PLAN_LICENCE_KEY]));
  const row = (key: string) => rows.find((entry) => entry.key === key);
  const figures = studioFiguresSchema.safeParse(row(STUDIO_FIGURES_KEY)?.value);
  const licenceRow = row(PLAN_LICENCE_KEY);
  const licence = planLicenceSchema.safeParse(licenceRow?.value);
  return {
    figures: figures.success ? figures.data : defaultStudioFigures,
    licence: licence.success
      ? { ...licence.data, updatedAt: licenceRow?.updatedAt ?? null }
      : { ...defaultPlanLicence, updatedAt: null },
  };
}

export async function writeSetting(tx: Database, key: string, value: unknown): Promise<void> {
  const updatedAt = new Date();
  await tx
    .insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
}
