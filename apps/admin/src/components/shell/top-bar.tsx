import type { StaffUser } from '@atelier/domain/staff-session';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { iconButtonClass } from './menu-styles';
import { ProfileMenu } from './profile-menu';
import { SidebarNav } from './sidebar-nav';
import { ThemeMenu } from './theme-menu';

/** On phone-sized screens the sidebar lives in a dialog opened from the top bar. */
function PhoneMenu({ user }: { user: StaffUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${iconButtonClass} md:hidden`} aria-label="Open menu">
        <Menu aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-border bg-card p-4 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-semibold">Atelier Admin</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label="Close menu">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Admin sections</Dialog.Description>
          <SidebarNav user={user} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** `tools`: what the app puts between the phone menu and the theme menu (the search box, notifications). */
export function TopBar({ user, tools }: { user: StaffUser; tools: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-bg/95 px-4 backdrop-blur">
      <PhoneMenu user={user} />
      {tools}
      <ThemeMenu />
      <ProfileMenu user={user} />
    </header>
  );
}
