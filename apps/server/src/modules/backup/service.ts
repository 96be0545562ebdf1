import type { BackupKind, BackupSchedule, BackupSummary } from '@atelier/domain/backup';
import { DomainError } from '@atelier/domain/domain-error';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { driverOf } from '../../db/drizzle-adapter.ts';
import type { Env } from '../../env.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStorage } from '../files/file-store.ts';
import { writeBackup } from './export.ts';
import { claimDay, isDue, readSchedule, releaseDay, utcDay, writeSchedule } from './schedule.ts';
import { bucketBackupStore, folderBackupStore, newBackupName, pruneDailyBackups } from './store.ts';

/** How often each process looks whether the daily backup is due. */
const CHECK_EVERY_MS = 5 * 60_000;

const notFound = () => new DomainError('not_found', 'not_found', 'This backup does not exist.');

/**
 * Backups made on demand or daily (decision 023), kept in DATA_DIR/backups or, with a FILE_STORE bucket,
 * in the bucket (decision 055). Each holds every file's bytes, wherever the file lives.
 */
export function createBackupService(db: Database, env: Env, files: FileStorage) {
  const database = driverOf(db);
  const store = files.bucket ? bucketBackupStore(files.bucket, env.DATA_DIR) : folderBackupStore(env.DATA_DIR);

  async function make(kind: BackupKind): Promise<BackupSummary> {
    return store.save(newBackupName(kind), (file) =>
      writeBackup(db, file, {
        kind,
        database,
        sessionSecret: env.SESSION_SECRET,
        backupKey: env.BACKUP_KEY,
        bucket: files.bucket,
      }),
    );
  }

  /** Takes today's daily backup if due and no other process took it; then prunes to the retention count. */
  async function runScheduledBackupIfDue(now = new Date()): Promise<BackupSummary | null> {
    const schedule = await readSchedule(db);
    if (!isDue(schedule, now)) return null;
    const day = utcDay(now);
    if (!(await claimDay(db, day))) return null;
    try {
      const summary = await make('daily');
      await pruneDailyBackups(store, schedule.retention);
      return summary;
    } catch (error) {
      await releaseDay(db, day);
      throw error;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  return {
    create: async (actor: StaffActor) => {
      const summary = await make('manual');
      await recordStaffAction(db, actor, 'backup.create', { type: 'backup', id: summary.name }, { rows: summary.rows });
      return summary;
    },
    list: async () => ({ backups: await store.list() }),
    /** The backup as a stream; the download itself is audited (the file holds every customer's data). */
    open: async (name: string, actor: StaffActor) => {
      const stream = await store.open(name);
      if (!stream) throw notFound();
      try {
        await recordStaffAction(db, actor, 'backup.download', { type: 'backup', id: name });
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return stream;
    },
    remove: async (name: string, actor: StaffActor) => {
      if (!(await store.exists(name))) throw notFound();
      await store.remove(name);
      await recordStaffAction(db, actor, 'backup.delete', { type: 'backup', id: name });
    },
    readSchedule: () => readSchedule(db),
    updateSchedule: async (schedule: BackupSchedule, actor: StaffActor) => {
      await db.transaction(async (tx) => {
        await writeSchedule(tx, schedule);
        await recordStaffAction(
          tx,
          actor,
          'backup.schedule_update',
          { type: 'settings', id: 'backup_schedule' },
          {
            enabled: schedule.enabled ? 'yes' : 'no',
            hour: schedule.hour,
            retention: schedule.retention,
          },
        );
      });
      return schedule;
    },
    runScheduledBackupIfDue,
    /** Checks every few minutes in every process; the claim in `settings` lets only one take the backup. */
    start(log: FastifyBaseLogger) {
      if (timer) return;
      const check = () => {
        running = runScheduledBackupIfDue().then(
          (summary) => summary && log.info({ backup: summary.name, rows: summary.rows }, 'daily backup written'),
          (error: unknown) => log.error({ err: error }, 'daily backup failed'),
        );
      };
      timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
