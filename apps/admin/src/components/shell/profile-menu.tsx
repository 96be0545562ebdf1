import { can } from '@atelier/domain/permissions';
import type { StaffUser } from '@atelier/domain/staff-session';
import { LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { ADMIN_PAGES } from '../../lib/admin-pages';
import { useAuth } from '../../lib/auth';
import { menuContentClass, menuItemClass } from './menu-styles';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The first settings page the member may open (general, users, backup), or none. */
const settingsPageFor = (user: StaffUser) =>
  ADMIN_PAGES.find(
    (page) => page.section === 'Settings' && can(user, page.permission.resource, page.permission.action),
  );

export function ProfileMenu({ user }: { user: StaffUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const settings = settingsPageFor(user);

  return (
    <DropdownMenu.Root modal={false}>
      {/* Named by its content, so the visible name is part of the accessible one on every screen size. */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md p-1 pr-2 hover:bg-muted">
        <span className="sr-only">Account menu for </span>
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg"
        >
          {initials(user.name)}
        </span>
        <span className="sr-only text-sm font-medium sm:not-sr-only">{user.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-semibold">{user.name}</span>
            <span className="block text-muted-fg">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => navigate('/profile')}>
            <User aria-hidden className="size-4" /> Profile
          </DropdownMenu.Item>
          {settings ? (
            <DropdownMenu.Item className={menuItemClass} onSelect={() => navigate(settings.path)}>
              <Settings aria-hidden className="size-4" /> Settings
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={menuItemClass} onSelect={signOut}>
            <LogOut aria-hidden className="size-4" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
