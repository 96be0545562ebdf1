import './zod-config.ts';
import { z } from 'zod';

/**
 * A backup file's name: made by the server, never chosen by a client. The strict pattern is the only
 * check a name from a URL needs (no slash, no dot-dot, nothing but these characters).
 */
export const BACKUP_NAME_PATTERN = /^atelier-backup-(manual|daily)-\d{8}-\d{6}-[0-9a-f]{6}\.jsonl\.gz$/;

export const backupNameSchema = z.string().regex(BACKUP_NAME_PATTERN, 'Not a backup file name.');

export const BACKUP_KINDS = ['manual', 'daily'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** One stored backup, as the admin list shows it. */
export const backupSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  createdAt: z.string(),
  sizeBytes: z.number().int(),
  tables: z.number().int(),
  rows: z.number().int(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

export const backupListSchema = z.object({ backups: z.array(backupSummarySchema) });
export type BackupList = z.infer<typeof backupListSchema>;

export const BACKUP_RETENTION_MAX = 90;

/** The daily backup: off by default; the hour is in UTC; only the newest `retention` daily files are kept. */
export const backupScheduleSchema = z.object({
  enabled: z.boolean({ error: 'Say whether the daily backup runs.' }),
  hour: z
    .number({ error: 'Choose an hour from 0 to 23.' })
    .int('Choose an hour from 0 to 23.')
    .min(0, 'Choose an hour from 0 to 23.')
    .max(23, 'Choose an hour from 0 to 23.'),
  retention: z
    .number({ error: `Keep from 1 to ${BACKUP_RETENTION_MAX} backups.` })
    .int(`Keep from 1 to ${BACKUP_RETENTION_MAX} backups.`)
    .min(1, `Keep from 1 to ${BACKUP_RETENTION_MAX} backups.`)
    .max(BACKUP_RETENTION_MAX, `Keep from 1 to ${BACKUP_RETENTION_MAX} backups.`),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = { enabled: false, hour: 3, retention: 7 };
