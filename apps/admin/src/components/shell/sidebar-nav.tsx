import { can, type PermissionHolder } from '@atelier/domain/permissions';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { AdminPage } from '../../lib/admin-pages';
import { NAVIGATION, type NavEntry, type NavLeaf } from '../../lib/navigation';
import { useShellBadges } from './use-shell-badges';

const allowed = (user: PermissionHolder, page: AdminPage) =>
  can(user, page.permission.resource, page.permission.action);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-muted'
  }`;

function Badge({ badge }: { badge: NonNullable<NavEntry['badge']> }) {
  const badges = useShellBadges();
  const count = badges.data?.[badge.count];
  if (!count) return null;
  const label = badge.label;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white dark:text-bg">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

interface EntryProps {
  entry: NavEntry;
  user: PermissionHolder;
  onNavigate?: () => void;
}

/** The pages under an entry that the user may open, and whether one of them is the current page. */
function useSubPages({ entry, user }: EntryProps) {
  const { pathname } = useLocation();
  const children = (entry.children ?? []).filter((child) => allowed(user, child.page));
  return { children, containsCurrent: children.some((child) => pathname.startsWith(child.page.path)) };
}

interface SubPageListProps {
  id?: string;
  hidden?: boolean;
  children: NavLeaf[];
  onNavigate?: () => void;
}

function SubPageList({ id, hidden, children, onNavigate }: SubPageListProps) {
  return (
    <ul id={id} hidden={hidden} className="mt-1 ml-6 space-y-1 border-l border-border pl-2">
      {children.map((child) => (
        <li key={child.page.path}>
          <NavLink to={child.page.path} className={linkClass} onClick={onNavigate}>
            {child.page.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function NavGroup(props: EntryProps) {
  const { entry, onNavigate } = props;
  const { children, containsCurrent } = useSubPages(props);
  const [open, setOpen] = useState(containsCurrent);
  const listId = useId();
  if (children.length === 0) return null;
  const Icon = entry.icon;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
      >
        <Icon aria-hidden className="size-4" />
        {entry.label}
        <ChevronDown aria-hidden className={`ml-auto size-4 transition-transform ${open ? '' : '-rotate-90'}`} />
      </button>
      <SubPageList id={listId} hidden={!open} onNavigate={onNavigate}>
        {children}
      </SubPageList>
    </li>
  );
}

/** A page's link, with its badge and the pages under it. */
function NavPage(props: EntryProps & { page: AdminPage }) {
  const { entry, page, onNavigate } = props;
  const { children, containsCurrent } = useSubPages(props);
  const Icon = entry.icon;
  return (
    <li>
      {/* On a page under it, that page's link is the current one, not this. */}
      <NavLink to={page.path} end={containsCurrent} className={linkClass} onClick={onNavigate}>
        <Icon aria-hidden className="size-4" />
        {entry.label}
        {entry.badge ? <Badge badge={entry.badge} /> : null}
      </NavLink>
      {children.length > 0 ? <SubPageList onNavigate={onNavigate}>{children}</SubPageList> : null}
    </li>
  );
}

/** The sidebar tree; shared by the desktop sidebar and the phone menu dialog. */
export function SidebarNav({ user, onNavigate }: { user: PermissionHolder; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {NAVIGATION.map((entry) => {
          const props = { entry, user, onNavigate };
          if (!entry.page) return <NavGroup key={entry.label} {...props} />;
          if (!allowed(user, entry.page)) return null;
          return <NavPage key={entry.label} page={entry.page} {...props} />;
        })}
      </ul>
    </nav>
  );
}
