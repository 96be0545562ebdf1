import { useTheme } from '@atelier/ui/theme';
import { Bell, Check, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';

export const menuContentClass =
  'z-50 min-w-56 rounded-md border border-border bg-card p-1 text-fg shadow-lg data-[state=open]:animate-fade-in';
export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';
export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary';

const NOTIFICATIONS = [
  { title: 'New order received', detail: 'Modern Coastal Villa plans were purchased.', time: '5 minutes ago' },
  { title: 'New customer inquiry', detail: 'A visitor asked about a renovation project.', time: '1 hour ago' },
  { title: 'Weekly report ready', detail: 'Sales and traffic for last week are available.', time: 'Yesterday' },
];

/** Sample notifications with the static count (SPEC §9). */
export function NotificationsMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={iconButtonClass} aria-label={`Notifications, ${NOTIFICATIONS.length} unread`}>
        <Bell aria-hidden className="size-5" />
        <span
          aria-hidden
          className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-danger text-[10px] font-bold text-white dark:text-bg"
        >
          {NOTIFICATIONS.length}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={`${menuContentClass} w-80`}>
          <DropdownMenu.Label className="px-3 py-2 text-sm font-semibold">Notifications</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {NOTIFICATIONS.map((notification) => (
            <DropdownMenu.Item key={notification.title} className={`${menuItemClass} flex-col items-start gap-0.5`}>
              <span className="font-medium">{notification.title}</span>
              <span className="text-muted-fg">{notification.detail}</span>
              <span className="text-xs text-muted-fg">{notification.time}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function ThemeMenu() {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={iconButtonClass} aria-label="Theme">
        <Sun aria-hidden className="hidden size-5 dark:block" />
        <Moon aria-hidden className="size-5 dark:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => setTheme(value === 'dark' ? 'dark' : 'light')}
          >
            {(['light', 'dark'] as const).map((option) => (
              <DropdownMenu.RadioItem key={option} value={option} className={menuItemClass}>
                {option === 'light' ? <Sun aria-hidden className="size-4" /> : <Moon aria-hidden className="size-4" />}
                {option === 'light' ? 'Light' : 'Dark'}
                <DropdownMenu.ItemIndicator className="ml-auto">
                  <Check aria-hidden className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
