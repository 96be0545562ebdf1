import { NOTIFICATION_RESOURCES, type NotificationKind } from '@atelier/domain/notifications';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/**
 * `notifyStaff` inside a larger statement (the checkout's): records the notification once for each row
 * of `source`, a CTE that yields one row or none, and returns its id. Title, detail and link are SQL
 * expressions; announce the id with `publishFrom` in the same statement.
 */
export function notifyStaffFrom(
  source: string,
  kind: NotificationKind,
  notification: { title: SQLWrapper; detail: SQLWrapper; link: SQLWrapper },
): SQL {
  return sql`insert into notifications (kind, resource, title, detail, link)
    select ${kind}, ${NOTIFICATION_RESOURCES[kind]}, ${notification.title}, ${notification.detail}, ${notification.link}
    from ${sql.identifier(source)}
    returning id`;
}
