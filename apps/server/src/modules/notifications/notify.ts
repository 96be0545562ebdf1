import { NOTIFICATION_RESOURCES, type NotificationKind } from '@atelier/domain/notifications';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  detail: string;
  /** The admin path it opens, e.g. /orders/AP-1001. */
  link: string;
}

/**
 * Records a notification for every staff member allowed to see its kind. Pass the transaction of the
 * change it reports, so a rolled-back change notifies nobody.
 */
export async function notifyStaff(tx: Database, notification: NewNotification): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({ ...notification, resource: NOTIFICATION_RESOURCES[notification.kind] })
    .returning({ id: notifications.id });
  if (row) await publish(tx, LIVE_CHANNELS.notifications, { notificationId: row.id });
}
