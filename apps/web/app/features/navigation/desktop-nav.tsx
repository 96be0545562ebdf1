import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import {
  designCountLabel,
  MENU_HOVER_DELAY_MS,
  MENU_SKIP_DELAY_MS,
  marketplaceHref,
  type NavData,
  serviceHref,
} from './nav-data';

const linkClass =
  'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium hover:bg-muted aria-[current=page]:text-primary';
const triggerClass = `${linkClass} group gap-1 data-[state=open]:bg-muted`;
const contentClass =
  'absolute top-full left-0 z-50 mt-2 w-72 animate-pop-in rounded-lg border border-border bg-card p-2 shadow-lg';
const itemLinkClass =
  'flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:bg-muted';

function TopLink({ to, children, end }: { to: string; children: ReactNode; end?: boolean }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink to={to} end={end} className={linkClass}>
          {children}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <NavigationMenu.Link asChild>
        <Link to={to} className={itemLinkClass}>
          {children}
        </Link>
      </NavigationMenu.Link>
    </li>
  );
}

function Trigger({ children }: { children: ReactNode }) {
  return (
    <NavigationMenu.Trigger className={triggerClass}>
      {children}
      <ChevronDown
        aria-hidden
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenu.Trigger>
  );
}

/**
 * Desktop navigation. Hover opens a dropdown after 200 ms (300 ms skip window when moving between
 * them, 150 ms close delay); click, touch and the keyboard (Enter, Space, arrows, Escape) work too.
 */
export function DesktopNav({ nav }: { nav: NavData }) {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={MENU_HOVER_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <TopLink to="/" end>
          Home
        </TopLink>
        <NavigationMenu.Item className="relative">
          <Trigger>Marketplace</Trigger>
          <NavigationMenu.Content className={contentClass}>
            <ul>
              <MenuLink to={marketplaceHref()}>
                <span className="font-medium">Browse All Designs</span>
              </MenuLink>
              {nav.categories.map((category) => (
                <MenuLink key={category.id} to={marketplaceHref(category.id)}>
                  <span>{category.label}</span>
                  <span className="text-xs text-muted-fg" data-testid="category-count">
                    {designCountLabel(category.count)}
                  </span>
                </MenuLink>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="relative">
          <Trigger>Services</Trigger>
          <NavigationMenu.Content className={contentClass}>
            <ul>
              <MenuLink to="/services">
                <span className="font-medium">All Services</span>
              </MenuLink>
              {nav.services.map((service) => (
                <MenuLink key={service.id} to={serviceHref(service.id)}>
                  {service.title}
                </MenuLink>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <TopLink to="/portfolio">Portfolio</TopLink>
        <TopLink to="/about">About</TopLink>
        <TopLink to="/contact">Contact</TopLink>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
