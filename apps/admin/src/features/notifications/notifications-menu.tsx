import type { StaffNotification } from '@atelier/domain/notifications';
import { formatDistanceToNow } from 'date-fns';
import { Bell } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { iconButtonClass, menuContentClass, menuItemClass } from '../../components/shell/menu-styles';
import { useMarkRead, useNotificationFeed } from './api';

function NotificationItem({ notification, onOpen }: { notification: StaffNotification; onOpen(): void }) {
  return (
    <DropdownMenu.Item onSelect={onOpen} className={`${menuItemClass} flex-col items-start gap-0.5`}>
      <span className="flex w-full items-center gap-2 font-medium">
        {notification.read ? null : <span aria-hidden className="size-2 shrink-0 rounded-full bg-accent" />}
        {notification.title}
        {notification.read ? null : <span className="sr-only"> (unread)</span>}
      </span>
      <span className="text-muted-fg">{notification.detail}</span>
      <span className="text-xs text-muted-fg">
        {formatDistanceToNow(new Date(notification.createdAt), { addSuffix: true })}
      </span>
    </DropdownMenu.Item>
  );
}

/** The bell: unread count, the latest notifications the user may see; opening one marks it read. */
export function NotificationsMenu() {
  const feed = useNotificationFeed();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = feed.data?.unread ?? 0;
  const items = feed.data?.notifications ?? [];

  const open = (notification: StaffNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    navigate(notification.link);
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={iconButtonClass} aria-label={`Notifications, ${unread} unread`}>
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-bold text-white dark:text-bg"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        {/* Never taller than the room below the bell: the list scrolls, the heading and "Mark all read" stay. */}
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className={`${menuContentClass} flex w-80 max-w-[calc(100vw-1rem)] flex-col max-h-[min(36rem,var(--radix-dropdown-menu-content-available-height))]`}
        >
          <div className="flex items-center justify-between px-3 py-2">
            <DropdownMenu.Label className="text-sm font-semibold">Notifications</DropdownMenu.Label>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {feed.isError ? (
            <p className="px-3 py-2 text-sm text-danger">The notifications could not be loaded.</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-fg">{feed.isPending ? 'Loading...' : 'No notifications yet.'}</p>
          ) : (
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={() => open(notification)} />
              ))}
            </div>
          )}
          {unread > 0 ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item className={menuItemClass} onSelect={() => markRead.mutate('all')}>
                Mark all read
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
