import type { Resource } from './permissions.ts';

/** The events staff are told about, and the permission needed to see each. */
export const NOTIFICATION_RESOURCES = {
  new_order: 'orders',
  payment_received: 'orders',
  new_chat: 'support',
  new_inquiry: 'support',
  email_failed: 'orders',
} as const satisfies Record<string, Resource>;

export type NotificationKind = keyof typeof NOTIFICATION_RESOURCES;

export interface StaffNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  detail: string;
  /** The admin path the notification opens. */
  link: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationFeed {
  unread: number;
  notifications: StaffNotification[];
}

/** How many notifications the bell menu lists. */
export const NOTIFICATION_FEED_SIZE = 10;
