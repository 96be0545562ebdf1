import {
  DEFAULT_RETENTION,
  type RetentionResponse,
  type RetentionRun,
  type RetentionSettings,
  retentionRunSchema,
  retentionSettingsSchema,
} from '@atelier/domain/retention';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { claimJob, repeatEvery } from '../../db/claims.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { settings } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { readStudioSetting, type StudioSettingDefinition } from './studio-setting.ts';

// Data retention (decision 048): what the shop only needs for a while is removed once older than the
// days staff set, by an hourly pass that one process at a time runs (a claim in `settings`), in
// batches (decision 057).

export const RETENTION_SETTING = {
  key: 'retention',
  name: 'retention',
  schema: retentionSettingsSchema,
  defaults: DEFAULT_RETENTION,
} satisfies StudioSettingDefinition<RetentionSettings>;

const LAST_RUN_KEY = 'retention_last_run';
const lastRunSchema = z.object({ at: z.iso.datetime(), removed: retentionRunSchema });

/** The `settings` row a process holds while it runs a pass: the passes of several processes never overlap. */
const PASS_CLAIM_KEY = 'retention_pass';
/** A pass that has not finished in this time (its process died) no longer holds the claim. */
const CLAIM_MINUTES = 30;
/** Rows one statement removes at most: a pass over a million old rows is many short transactions, not one long one. */
export const RETENTION_BATCH = 5_000;

/** Mails that are done with: sent, kept without SMTP, or failed for good. Pending ones are never touched. */
const FINISHED_MAIL = sql`status in ('sent', 'stored', 'failed')`;

/**
 * One pass: removes what is older than the settings say, `batch` rows a statement (each its own
 * transaction, so no lock is held for long), and records what it did. Null when another process is
 * running a pass at this moment (it will do the same).
 */
export async function runRetention(db: Database, batch = RETENTION_BATCH): Promise<RetentionResponse['lastRun']> {
  if (!(await claimJob(db, PASS_CLAIM_KEY, CLAIM_MINUTES))) return null;
  try {
    const keep = await readStudioSetting(db, RETENTION_SETTING);
    const before = (days: number) => sql`now() - make_interval(days => ${days})`;
    const mailBefore = sql`coalesce(sent_at, created_at) < ${before(keep.emailDays)}`;
    /** Deletes the rows of `table` matching `where`, or sets `set` on them, a batch at a time; answers how many. */
    const inBatches = async (table: string, where: SQL, set?: SQL) => {
      const target = sql.raw(table);
      const picked = sql`select ctid from ${target} where ${where} limit ${batch}`;
      let total = 0;
      for (;;) {
        const statement = set
          ? sql`update ${target} set ${set} where ctid in (${picked})`
          : sql`delete from ${target} where ctid in (${picked})`;
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`,
        );
        const n = row?.n ?? 0;
        total += n;
        if (n < batch) return total;
      }
    };
    const oldViewDay = sql`day < current_date - ${keep.pageViewDays}::int`;
    const [viewDays] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct day)::int as n from design_page_views where ${oldViewDay}`,
    );
    const removed: RetentionRun = {
      // Any other mail goes whole; an order's keeps its row for the order's timeline, without its text.
      emailsDeleted: await inBatches(
        'email_outbox',
        sql`${FINISHED_MAIL} and ${mailBefore} and params ->> 'orderId' is null`,
      ),
      emailTextsCleared: await inBatches(
        'email_outbox',
        sql`${FINISHED_MAIL} and ${mailBefore} and params ->> 'orderId' is not null and (text is not null or error is not null)`,
        sql`text = null, error = null`,
      ),
      notificationsDeleted: await inBatches('notifications', sql`created_at < ${before(keep.notificationDays)}`),
      auditDetailsCleared: await inBatches(
        'staff_audit_log',
        sql`at < ${before(keep.auditDetailDays)} and detail <> '{}'::jsonb`,
        sql`detail = '{}'::jsonb`,
      ),
      pageViewDaysDeleted: (await inBatches('design_page_views', oldViewDay)) > 0 ? (viewDays?.n ?? 0) : 0,
      // Sign-ins that can never be used again: expired sessions, links and challenges.
      expiredSignInsDeleted:
        (await inBatches('buyer_sessions', sql`idle_expires_at <= now() or absolute_expires_at <= now()`)) +
        (await inBatches('staff_sessions', sql`idle_expires_at <= now() or absolute_expires_at <= now()`)) +
        (await inBatches('buyer_sign_in_links', sql`expires_at <= now()`)) +
        (await inBatches('buyer_passkey_challenges', sql`expires_at <= now()`)) +
        (await inBatches('staff_mfa_challenges', sql`expires_at <= now()`)),
    };
    const lastRun = { at: new Date().toISOString(), removed };
    await db
      .insert(settings)
      .values({ key: LAST_RUN_KEY, value: lastRun })
      .onConflictDoUpdate({ target: settings.key, set: { value: lastRun, updatedAt: sql`now()` } });
    return lastRun;
  } finally {
    await db.delete(settings).where(eq(settings.key, PASS_CLAIM_KEY));
  }
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
  return repeatEvery(everyMs, 5 * 60_000, pass);
}
