import {
  DEFAULT_INCLUSIONS,
  type InclusionsByLicence,
  inclusionsByLicenceSchema,
  type StudioInclusions,
} from '@atelier/domain/plan-inclusions';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { createCatalogueCache } from '../catalog/cache.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

const KEY = 'licence_inclusions';

/** What each licence kind includes, studio-wide: the saved lines, else the defaults (plan-inclusions.ts). */
export async function readInclusions(db: Database): Promise<InclusionsByLicence> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const parsed = inclusionsByLicenceSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_INCLUSIONS;
}

/**
 * "What's included" per licence kind, edited on /settings/inclusions: read through the settings cache
 * (the design page shows it), saved audited with before and after, and announced to every process.
 */
export function createInclusionSettings(db: Database, cache: ReturnType<typeof createCatalogueCache>) {
  return {
    /** For the storefront: cached, dropped on every settings change. */
    current(): Promise<InclusionsByLicence> {
      return cache.get('inclusions', () => readInclusions(db));
    },

    async read(): Promise<StudioInclusions> {
      return { licences: await readInclusions(db) };
    },

    async save(input: StudioInclusions, actor: StaffActor): Promise<StudioInclusions> {
      await db.transaction(async (tx) => {
        const before = await readInclusions(tx);
        const now = new Date();
        await tx
          .insert(settings)
          .values({ key: KEY, value: input.licences, updatedAt: now })
          .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
        await recordStaffAction(
          tx,
          actor,
          'settings.inclusions',
          { type: 'setting', id: 'inclusions' },
          { before: JSON.stringify(before), after: JSON.stringify(input.licences) },
        );
        await publish(tx, LIVE_CHANNELS.settings, { kind: 'inclusions' });
      });
      cache.invalidate();
      return { licences: await readInclusions(db) };
    },
  };
}
