import './zod-config.ts';
import { z } from 'zod';

/**
 * How long the shop keeps what it only needs for a while (decision 048). Orders, invoices, customers
 * and the order timeline are kept: an order's e-mails keep their row (the timeline lists them) and lose
 * only their stored text.
 */
export const RETENTION_LIMITS = {
  /** Sent or failed e-mails: the stored copy of their text (an order's) or the whole row (any other). */
  emailDays: { min: 30, max: 3650, defaultDays: 365 },
  /** Staff notifications, read or not. */
  notificationDays: { min: 7, max: 3650, defaultDays: 90 },
  /** The details of audit entries (who did what to which, and when, stay). */
  auditDetailDays: { min: 90, max: 3650, defaultDays: 730 },
  /** Daily design page views (analytics compares a year with the one before: at least 2 years). */
  pageViewDays: { min: 730, max: 3650, defaultDays: 1095 },
} as const;

export type RetentionKey = keyof typeof RETENTION_LIMITS;
export const RETENTION_KEYS = Object.keys(RETENTION_LIMITS) as RetentionKey[];

export const RETENTION_LABELS: Record<RetentionKey, string> = {
  emailDays: 'Sent e-mails',
  notificationDays: 'Staff notifications',
  auditDetailDays: 'Audit log details',
  pageViewDays: 'Design page views',
};

const days = (key: RetentionKey) => {
  const { min, max } = RETENTION_LIMITS[key];
  const label = RETENTION_LABELS[key];
  return z
    .number(`Enter the days to keep ${label.toLowerCase()}.`)
    .int('Enter whole days.')
    .min(min, `${label} are kept at least ${min} days.`)
    .max(max, `${label} are kept at most ${max} days.`);
};

/** GET and PUT /api/admin/settings/retention. */
export const retentionSettingsSchema = z.object({
  emailDays: days('emailDays'),
  notificationDays: days('notificationDays'),
  auditDetailDays: days('auditDetailDays'),
  pageViewDays: days('pageViewDays'),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const DEFAULT_RETENTION: RetentionSettings = {
  emailDays: RETENTION_LIMITS.emailDays.defaultDays,
  notificationDays: RETENTION_LIMITS.notificationDays.defaultDays,
  auditDetailDays: RETENTION_LIMITS.auditDetailDays.defaultDays,
  pageViewDays: RETENTION_LIMITS.pageViewDays.defaultDays,
};

/** What one pass removed (POST /api/admin/settings/retention/run answers it with the settings). */
export const retentionRunSchema = z.object({
  emailsDeleted: z.number().int(),
  emailTextsCleared: z.number().int(),
  notificationsDeleted: z.number().int(),
  auditDetailsCleared: z.number().int(),
  pageViewDaysDeleted: z.number().int(),
  /** Expired sessions, sign-in links and challenges (none before this count was kept). */
  expiredSignInsDeleted: z.number().int().default(0),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionResponseSchema = z.object({
  settings: retentionSettingsSchema,
  /** The last pass, by any process (null before the first). */
  lastRun: z.object({ at: z.iso.datetime(), removed: retentionRunSchema }).nullable(),
});
export type RetentionResponse = z.infer<typeof retentionResponseSchema>;
