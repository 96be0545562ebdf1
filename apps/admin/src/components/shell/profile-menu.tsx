import { formatRole } from '@atelier/domain/permissions';
import type { StaffUser } from '@atelier/domain/staff-session';
import { LogOut, Settings, User, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { menuContentClass, menuItemClass } from './menu-styles';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

function ProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: StaffUser;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const lastLogin = user.lastLogin ? new Date(user.lastLogin).toLocaleString() : 'Never';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Your profile</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-fg">The account you are signed in with.</Dialog.Description>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-fg">Name</dt>
            <dd>{user.name}</dd>
            <dt className="text-muted-fg">Email</dt>
            <dd>{user.email}</dd>
            <dt className="text-muted-fg">Role</dt>
            <dd>{formatRole(user.role)}</dd>
            <dt className="text-muted-fg">Last sign-in</dt>
            <dd>{lastLogin}</dd>
          </dl>
          <Dialog.Close className="absolute top-3 right-3 rounded-md p-2 hover:bg-muted" aria-label="Close">
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ProfileMenu({ user }: { user: StaffUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);

  return (
    <>
      {/* Not modal, so the profile dialog can take focus right after the menu closes. */}
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
            <DropdownMenu.Item className={menuItemClass} onSelect={() => setProfileOpen(true)}>
              <User aria-hidden className="size-4" /> Profile
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItemClass} onSelect={() => navigate('/settings/general')}>
              <Settings aria-hidden className="size-4" /> Settings
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={menuItemClass} onSelect={signOut}>
              <LogOut aria-hidden className="size-4" /> Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
    </>
  );
}
