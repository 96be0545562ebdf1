import './zod-config.ts';
import { z } from 'zod';
import type { Resource } from './permissions.ts';

/** The events staff are told about, and the permission needed to see each. */
export const NOTIFICATION_RESOURCES = {
  new_order: 'orders',
  payment_received: 'orders',
  new_chat: 'support',
  new_inquiry: 'support',
  email_failed: 'orders',
  /** A buyer accepted, declined, approved or asked changes to a modification quote (decision 053). */
  quote_activity: 'quotes',
} as const satisfies Record<string, Resource>;

export type NotificationKind = keyof typeof NOTIFICATION_RESOURCES;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_RESOURCES) as [NotificationKind, ...NotificationKind[]];

export const staffNotificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  detail: z.string(),
  /** The admin path the notification opens. */
  link: z.string(),
  /** ISO date-time */
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type StaffNotification = z.infer<typeof staffNotificationSchema>;

/** Answer of GET /api/admin/notifications and of marking notifications read. */
export const notificationFeedSchema = z.object({
  unread: z.number().int().nonnegative(),
  notifications: z.array(staffNotificationSchema),
});
export type NotificationFeed = z.infer<typeof notificationFeedSchema>;

/** How many notifications the bell menu lists. */
export const NOTIFICATION_FEED_SIZE = 10;
