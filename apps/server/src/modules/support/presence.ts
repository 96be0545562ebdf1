import type { ChatStatus } from '@atelier/domain';
import { eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { settings, staffPresence } from '../../db/schema/index.ts';
import { DEFAULT_OPENING_HOURS, isOpen, nextOpening, OPENING_HOURS_KEY, openingHoursSchema } from './opening-hours.ts';

/** A staff member counts as online this long after their admin page last said so. */
export const PRESENCE_WINDOW_SECONDS = 60;

/** Who is at the inbox, and whether the chat widget may say "Online". */
export function createPresence(db: Database) {
  async function openingHours(log?: FastifyBaseLogger) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, OPENING_HOURS_KEY));
    if (!row) return DEFAULT_OPENING_HOURS;
    const parsed = openingHoursSchema.safeParse(row.value);
    if (parsed.success) return parsed.data;
    log?.warn({ key: OPENING_HOURS_KEY }, 'malformed chat opening hours setting; using the default');
    return DEFAULT_OPENING_HOURS;
  }

  return {
    /** Records that the staff member has the admin open (called while their event stream is open). */
    async touchPresence(staffUserId: string) {
      await db
        .insert(staffPresence)
        .values({ staffUserId, inboxSeenAt: sql`now()` })
        .onConflictDoUpdate({ target: staffPresence.staffUserId, set: { inboxSeenAt: sql`now()` } });
    },

    /** Online while a staff member had the admin open in the last minute, or during opening hours. */
    async chatStatus(log?: FastifyBaseLogger, now = new Date()): Promise<ChatStatus> {
      const [present] = await db
        .select({ id: staffPresence.staffUserId })
        .from(staffPresence)
        .where(gt(staffPresence.inboxSeenAt, sql.raw(`now() - interval '${PRESENCE_WINDOW_SECONDS} seconds'`)))
        .limit(1);
      const hours = await openingHours(log);
      if (present || isOpen(hours, now)) return { online: true, backAt: null };
      return { online: false, backAt: nextOpening(hours, now)?.toISOString() ?? null };
    },
  };
}
