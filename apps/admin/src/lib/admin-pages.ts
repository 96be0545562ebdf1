import type { Action, Permission, Resource } from '@atelier/domain/permissions';
import { matchPath } from 'react-router';

const need = (resource: Resource, action: Action): Permission => ({ resource, action });

export interface AdminPage {
  /** A route path; detail pages have a parameter, e.g. /orders/:number. */
  path: string;
  title: string;
  /** The sidebar group the page sits in, shown in the breadcrumbs. */
  section?: string;
  permission: Permission;
}

/** Every admin page and the permission it needs (SPEC §2). */
export const ADMIN_PAGES: AdminPage[] = [
  { path: '/dashboard', title: 'Dashboard', permission: need('dashboard', 'read') },
  { path: '/marketplace/designs', title: 'Designs', section: 'Marketplace', permission: need('designs', 'read') },
  {
    path: '/marketplace/designs/new',
    title: 'New design',
    section: 'Marketplace',
    permission: need('designs', 'create'),
  },
  {
    path: '/marketplace/designs/:id',
    title: 'Design details',
    section: 'Marketplace',
    permission: need('designs', 'read'),
  },
  {
    path: '/marketplace/categories',
    title: 'Categories',
    section: 'Marketplace',
    permission: need('designs', 'update'),
  },
  {
    path: '/marketplace/pricing',
    title: 'Pricing',
    section: 'Marketplace',
    permission: need('designs', 'update'),
  },
  {
    path: '/marketplace/featured',
    title: 'Featured',
    section: 'Marketplace',
    permission: need('designs', 'update'),
  },
  { path: '/orders', title: 'Orders', permission: need('orders', 'read') },
  { path: '/orders/tasks', title: 'Options to draw', section: 'Orders', permission: need('orders', 'read') },
  { path: '/orders/:number', title: 'Order details', section: 'Orders', permission: need('orders', 'read') },
  { path: '/quotes', title: 'Quotes', permission: need('quotes', 'read') },
  { path: '/quotes/new', title: 'New quote', section: 'Quotes', permission: need('quotes', 'update') },
  { path: '/quotes/:number', title: 'Quote details', section: 'Quotes', permission: need('quotes', 'read') },
  { path: '/customers', title: 'Customers', permission: need('customers', 'read') },
  { path: '/customers/:id', title: 'Customer details', section: 'Customers', permission: need('customers', 'read') },
  { path: '/promotions', title: 'Promotions', permission: need('promotions', 'read') },
  { path: '/support', title: 'Support', permission: need('support', 'read') },
  { path: '/support/chats/:id', title: 'Chat', section: 'Support', permission: need('support', 'read') },
  { path: '/support/inquiries/:id', title: 'Inquiry', section: 'Support', permission: need('support', 'read') },
  {
    path: '/content/services',
    title: 'Services',
    section: 'Content',
    permission: need('content', 'update'),
  },
  {
    path: '/content/team',
    title: 'Team',
    section: 'Content',
    permission: need('content', 'update'),
  },
  {
    path: '/content/testimonials',
    title: 'Testimonials',
    section: 'Content',
    permission: need('content', 'update'),
  },
  {
    path: '/content/site',
    title: 'Site texts',
    section: 'Content',
    permission: need('content', 'update'),
  },
  { path: '/profile', title: 'Profile', permission: need('dashboard', 'read') },
  {
    path: '/analytics',
    title: 'Analytics',
    permission: need('analytics', 'read'),
  },
  {
    path: '/settings/general',
    title: 'General',
    section: 'Settings',
    permission: need('settings', 'update'),
  },
  {
    path: '/settings/build-costs',
    title: 'Build costs',
    section: 'Settings',
    permission: need('settings', 'read'),
  },
  {
    path: '/settings/inclusions',
    title: "What's included",
    section: 'Settings',
    permission: need('settings', 'read'),
  },
  {
    path: '/settings/plan-options',
    title: 'Plan options',
    section: 'Settings',
    permission: need('settings', 'read'),
  },
  {
    path: '/settings/users',
    title: 'Users',
    section: 'Settings',
    permission: need('users', 'read'),
  },
  {
    path: '/settings/backup',
    title: 'Backup',
    section: 'Settings',
    permission: need('backups', 'manage'),
  },
];

/** The page a location shows: an exact path first, then a detail page whose pattern matches. */
export function pageFor(path: string): AdminPage | undefined {
  return (
    ADMIN_PAGES.find((page) => page.path === path) ??
    ADMIN_PAGES.find((page) => page.path.includes(':') && matchPath(page.path, path))
  );
}

export function requirePage(path: string): AdminPage {
  const page = pageFor(path);
  if (!page) throw new Error(`Unknown admin page ${path}`);
  return page;
}
