import type { ShellBadges } from '@atelier/domain/shell';
import {
  ChartColumn,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  ReceiptText,
  Settings,
  ShoppingCart,
  Store,
  TicketPercent,
  Users,
} from 'lucide-react';
import { type AdminPage, requirePage } from './admin-pages';

export interface NavLeaf {
  page: AdminPage;
}

export interface NavEntry {
  label: string;
  icon: LucideIcon;
  /**
   * A single page, or (without one) a group of pages shown as a collapsible branch. A page with children
   * shows them under its link, always open.
   */
  page?: AdminPage;
  /** The count shown beside the entry, from the server's shell badges. */
  badge?: { count: keyof ShellBadges; label: string };
  children?: NavLeaf[];
}

const leaf = (path: string): NavLeaf => ({ page: requirePage(path) });

/** The sidebar tree (SPEC §2). Entries the user may not open are hidden. */
export const NAVIGATION: NavEntry[] = [
  { label: 'Dashboard', icon: LayoutDashboard, page: requirePage('/dashboard') },
  {
    label: 'Marketplace',
    icon: Store,
    children: ['/marketplace/designs', '/marketplace/categories', '/marketplace/pricing', '/marketplace/featured'].map(
      leaf,
    ),
  },
  {
    label: 'Orders',
    icon: ShoppingCart,
    page: requirePage('/orders'),
    badge: { count: 'ordersAwaitingAction', label: 'awaiting action' },
    children: ['/orders/tasks'].map(leaf),
  },
  { label: 'Quotes', icon: ReceiptText, page: requirePage('/quotes') },
  { label: 'Customers', icon: Users, page: requirePage('/customers') },
  { label: 'Promotions', icon: TicketPercent, page: requirePage('/promotions') },
  { label: 'Support', icon: MessagesSquare, page: requirePage('/support') },
  {
    label: 'Content',
    icon: FileText,
    children: ['/content/services', '/content/team', '/content/testimonials', '/content/site'].map(leaf),
  },
  { label: 'Analytics', icon: ChartColumn, page: requirePage('/analytics') },
  {
    label: 'Settings',
    icon: Settings,
    children: [
      '/settings/general',
      '/settings/build-costs',
      '/settings/inclusions',
      '/settings/plan-options',
      '/settings/users',
      '/settings/backup',
    ].map(leaf),
  },
];
