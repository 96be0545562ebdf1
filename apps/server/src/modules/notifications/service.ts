import { can, type PermissionHolder } from '@atelier/domain';
import {
  NOTIFICATION_FEED_SIZE,
  type NotificationFeed,
  type NotificationKind,
  type StaffNotification,
} from '@atelier/domain/notifications';
import { RESOURCE_ACTIONS, type Resource } from '@atelier/domain/permissions';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema/index.ts';

export interface NotificationViewer extends PermissionHolder {
  id: string;
}

/** The resources whose notifications the viewer may see: those they may read. */
function visibleResources(viewer: PermissionHolder): Resource[] {
  return (Object.keys(RESOURCE_ACTIONS) as Resource[]).filter((resource) => can(viewer, resource, 'read'));
}

/** Each staff member's bell: what they may see, with their own read state. */
export function createNotificationService(db: Database) {
  const readByViewer = (viewerId: string) =>
    and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.staffUserId, viewerId));

  return {
    async feed(viewer: NotificationViewer): Promise<NotificationFeed> {
      const resources = visibleResources(viewer);
      if (resources.length === 0) return { unread: 0, notifications: [] };
      const visible = inArray(notifications.resource, resources);
      const [unreadRow] = await db
        .select({ unread: count() })
        .from(notifications)
        .leftJoin(notificationReads, readByViewer(viewer.id))
        .where(and(visible, isNull(notificationReads.notificationId)));
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          title: notifications.title,
          detail: notifications.detail,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: notificationReads.readAt,
        })
        .from(notifications)
        .leftJoin(notificationReads, readByViewer(viewer.id))
        .where(visible)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATION_FEED_SIZE);
      return {
        unread: unreadRow?.unread ?? 0,
        notifications: rows.map(
          (row): StaffNotification => ({
            id: row.id,
            kind: row.kind as NotificationKind,
            title: row.title,
            detail: row.detail,
            link: row.link,
            createdAt: row.createdAt.toISOString(),
            read: row.readAt !== null,
          }),
        ),
      };
    },

    /** Marks one read; a notification the viewer may not see counts as not found. */
    async markRead(viewer: NotificationViewer, notificationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, notificationId), inArray(notifications.resource, visibleResources(viewer))));
      if (!row) return false;
      await db.insert(notificationReads).values({ notificationId, staffUserId: viewer.id }).onConflictDoNothing();
      return true;
    },

    async markAllRead(viewer: NotificationViewer): Promise<void> {
      const resources = visibleResources(viewer);
      if (resources.length === 0) return;
      await db.execute(sql`
        insert into ${notificationReads} (notification_id, staff_user_id)
        select ${notifications.id}, ${viewer.id} from ${notifications}
        where ${inArray(notifications.resource, resources)}
        on conflict do nothing`);
    },

    /** The resource a notification belongs to, for the live stream's permission check. */
    async resourceOf(notificationId: number): Promise<string | null> {
      const [row] = await db
        .select({ resource: notifications.resource })
        .from(notifications)
        .where(eq(notifications.id, notificationId));
      return row?.resource ?? null;
    },
  };
}
