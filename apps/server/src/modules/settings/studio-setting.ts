import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { createCatalogueCache } from '../catalog/cache.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

/** One studio-wide setting kept as a JSON value in a `settings` row, with defaults until staff save it. */
export interface StudioSettingDefinition<Value> {
  /** The settings row's key. */
  key: string;
  /** The name of the setting in the audit log (`settings.<name>`), the cache and the settings channel. */
  name: string;
  schema: z.ZodType<Value>;
  defaults: Value;
}

/** The saved value, else the defaults (a row that no longer reads as the schema counts as unsaved). */
export async function readStudioSetting<Value>(db: Database, setting: StudioSettingDefinition<Value>): Promise<Value> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, setting.key));
  const parsed = setting.schema.safeParse(row?.value);
  return parsed.success ? parsed.data : setting.defaults;
}

/**
 * A studio-wide setting edited on a settings page: read through the settings cache (storefront pages show
 * it), saved audited with before and after, and announced to every process, which drops its cached copy.
 */
export function createStudioSetting<Value>(
  db: Database,
  cache: ReturnType<typeof createCatalogueCache>,
  setting: StudioSettingDefinition<Value>,
) {
  const read = () => readStudioSetting(db, setting);
  return {
    /** For the storefront: cached, dropped on every settings change. */
    current(): Promise<Value> {
      return cache.get(setting.name, read);
    },

    /** For staff: the stored value, never a cached one. */
    read,

    async save(value: Value, actor: StaffActor): Promise<Value> {
      await db.transaction(async (tx) => {
        const before = await readStudioSetting(tx, setting);
        const now = new Date();
        await tx
          .insert(settings)
          .values({ key: setting.key, value, updatedAt: now })
          .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
        await recordStaffAction(
          tx,
          actor,
          `settings.${setting.name}`,
          { type: 'setting', id: setting.name },
          { before: JSON.stringify(before), after: JSON.stringify(value) },
        );
        await publish(tx, LIVE_CHANNELS.settings, { kind: setting.name });
      });
      cache.invalidate();
      return read();
    },
  };
}
