import { type BackupSchedule, backupScheduleSchema, DEFAULT_BACKUP_SCHEDULE } from '@atelier/domain/backup';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export const SCHEDULE_KEY = 'backup_schedule';
/** The UTC day the daily backup was last taken: the row a process claims so that only one takes it. */
export const CLAIM_KEY = 'backup_daily_claim';

export async function readSchedule(db: Database): Promise<BackupSchedule> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SCHEDULE_KEY));
  const parsed = backupScheduleSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_BACKUP_SCHEDULE;
}

export async function writeSchedule(db: Database, schedule: BackupSchedule) {
  await db
    .insert(settings)
    .values({ key: SCHEDULE_KEY, value: schedule })
    .onConflictDoUpdate({ target: settings.key, set: { value: schedule, updatedAt: sql`now()` } });
}

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Is today's daily backup due (enabled, the hour reached)? The claim decides who takes it. */
export const isDue = (schedule: BackupSchedule, now: Date) => schedule.enabled && now.getUTCHours() >= schedule.hour;

/**
 * Claims today's daily backup. One statement: with several server processes on one PostgreSQL exactly
 * one of them gets `true` (the upsert takes the row lock; the others see the day already set).
 */
export async function claimDay(db: Database, day: string): Promise<boolean> {
  const claimed = await db
    .insert(settings)
    .values({ key: CLAIM_KEY, value: day })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: day, updatedAt: sql`now()` },
      setWhere: sql`${settings.value} is distinct from ${JSON.stringify(day)}::jsonb`,
    })
    .returning({ key: settings.key });
  return claimed.length > 0;
}

/** A failed backup gives its claim back, so the next check tries again. */
export async function releaseDay(db: Database, day: string) {
  await db
    .delete(settings)
    .where(and(eq(settings.key, CLAIM_KEY), sql`${settings.value} = ${JSON.stringify(day)}::jsonb`));
}
