import type { LegalDocument } from '@atelier/domain/content-admin';
import { type StudioFigures, studioFiguresSchema } from '@atelier/domain/content-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { defaultStudioFigures, STUDIO_FIGURES_KEY } from '../../db/seed/site-texts.ts';
import { currentLegalTexts, type LegalText } from './legal/store.ts';

/**
 * The figures and texts staff edit on the Site texts page: the figures as a settings row (a missing or
 * malformed row reads as the default) and the legal texts in effect.
 */
export async function readSiteTexts(
  db: Database,
): Promise<{ figures: StudioFigures; legal: Record<LegalDocument, LegalText> }> {
  const [[figuresRow], legal] = await Promise.all([
    db.select().from(settings).where(eq(settings.key, STUDIO_FIGURES_KEY)),
    currentLegalTexts(db),
  ]);
  const figures = studioFiguresSchema.safeParse(figuresRow?.value);
  return { figures: figures.success ? figures.data : defaultStudioFigures, legal };
}

export async function writeSetting(tx: Database, key: string, value: unknown): Promise<void> {
  const updatedAt = new Date();
  await tx
    .insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
}
