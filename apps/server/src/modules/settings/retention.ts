import {
  DEFAULT_RETENTION,
  type RetentionResponse,
  type RetentionRun,
  type RetentionSettings,
  retentionRunSchema,
  retentionSettingsSchema,
} from '@atelier/domain/retention';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { settings } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { readStudioSetting, type StudioSettingDefinition } from './studio-setting.ts';

// Data retention (decision 048): what the shop only needs for a while is removed once older than the
// days staff set, by an hourly pass that one process at a time runs (a transaction-level advisory lock).

export const RETENTION_SETTING = {
  key: 'retention',
  name: 'retention',
  schema: retentionSettingsSchema,
  defaults: DEFAULT_RETENTION,
} satisfies StudioSettingDefinition<RetentionSettings>;

const LAST_RUN_KEY = 'retention_last_run';
const lastRunSchema = z.object({ at: z.iso.datetime(), removed: retentionRunSchema });

/** 'atelier retention': the passes of several processes never overlap. */
const RETENTION_LOCK_KEY = 7_146_232_002;

/** Mails that are done with: sent, kept without SMTP, or failed for good. Pending ones are never touched. */
const FINISHED_MAIL = sql`status in ('sent', 'stored', 'failed')`;

/**
 * One pass: removes what is older than the settings say, in one transaction, and records what it did.
 * Null when another process is running a pass at this moment (it will have done the same).
 */
export async function runRetention(db: Database): Promise<RetentionResponse['lastRun']> {
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`,
    );
    if (!locked?.locked) return null;
    const keep = await readStudioSetting(tx, RETENTION_SETTING);
    const before = (days: number) => sql`now() - make_interval(days => ${days})`;
    const mailBefore = sql`coalesce(sent_at, created_at) < ${before(keep.emailDays)}`;
    // How many rows a statement changed (or, with `distinct`, how many distinct values it returned).
    const count = async (statement: ReturnType<typeof sql>, returning = sql`1`, distinct = false) =>
      (
        await queryRows<{ n: number }>(
          tx,
          sql`with changed as (${statement} returning ${returning} as value)
              select count(${distinct ? sql`distinct value` : sql`*`})::int as n from changed`,
        )
      )[0]?.n ?? 0;
    const removed: RetentionRun = {
      // Any other mail goes whole; an order's keeps its row for the order's timeline, without its text.
      emailsDeleted: await count(
        sql`delete from email_outbox where ${FINISHED_MAIL} and ${mailBefore} and params ->> 'orderId' is null`,
      ),
      emailTextsCleared: await count(
        sql`update email_outbox set text = null, error = null
            where ${FINISHED_MAIL} and ${mailBefore} and params ->> 'orderId' is not null
              and (text is not null or error is not null)`,
      ),
      notificationsDeleted: await count(
        sql`delete from notifications where created_at < ${before(keep.notificationDays)}`,
      ),
      auditDetailsCleared: await count(
        sql`update staff_audit_log set detail = '{}'::jsonb
            where at < ${before(keep.auditDetailDays)} and detail <> '{}'::jsonb`,
      ),
      pageViewDaysDeleted: await count(
        sql`delete from design_page_views where day < current_date - ${keep.pageViewDays}::int`,
        sql`day`,
        true,
      ),
    };
    const lastRun = { at: new Date().toISOString(), removed };
    await tx
      .insert(settings)
      .values({ key: LAST_RUN_KEY, value: lastRun })
      .onConflictDoUpdate({ target: settings.key, set: { value: lastRun, updatedAt: sql`now()` } });
    return lastRun;
  });
}

/** The settings and the last pass, as the settings page shows them. */
export async function readRetention(db: Database): Promise<RetentionResponse> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LAST_RUN_KEY));
  const lastRun = lastRunSchema.safeParse(row?.value);
  return { settings: await readStudioSetting(db, RETENTION_SETTING), lastRun: lastRun.success ? lastRun.data : null };
}

/** A pass run by a staff member from the settings page, recorded in the audit log. */
export async function runRetentionNow(db: Database, actor: StaffActor): Promise<RetentionResponse> {
  const lastRun = await runRetention(db);
  if (lastRun) {
    await recordStaffAction(db, actor, 'settings.retention_run', { type: 'setting', id: 'retention' }, lastRun.removed);
  }
  return readRetention(db);
}

/**
 * Runs a pass five minutes after start (when start-up work and the first visitors have passed), then
 * hourly; a failed pass is logged and tried at the next hour.
 */
export function scheduleRetention(db: Database, log: FastifyBaseLogger, everyMs = 60 * 60_000): () => void {
  const pass = () => {
    runRetention(db).then(
      (lastRun) => {
        if (lastRun) log.info({ removed: lastRun.removed }, 'retention pass');
      },
      (error: unknown) => log.warn({ err: error }, 'retention pass failed'),
    );
  };
  const first = setTimeout(pass, 5 * 60_000);
  const timer = setInterval(pass, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
