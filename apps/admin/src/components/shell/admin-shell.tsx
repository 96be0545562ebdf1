import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { pageFor } from '../../lib/admin-pages';
import { useAuth } from '../../lib/auth';
import { useLiveEvents } from '../../lib/live-events';
import { Breadcrumbs, PageHeader } from './page-header';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import { useRouteFocus } from './use-route-focus';

export function AdminShell({ topBarTools }: { topBarTools: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  useLiveEvents(user !== null);
  const announced = useRouteFocus(pathname);

  // Page changes start at the top, with the page title in the tab.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    document.title = `${page?.title ?? 'Admin'} | Admin | Atelier Plans`;
  }, [page]);

  if (!user) return null;
  return (
    <div className="min-h-screen md:grid md:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-fg"
      >
        Skip to main content
      </a>
      <aside className="hidden border-r border-border bg-card md:block">
        <div className="sticky top-0 flex h-screen flex-col gap-4 overflow-y-auto p-4">
          <Link to="/dashboard" className="px-3 py-2 text-lg font-bold">
            Atelier Admin
          </Link>
          <SidebarNav user={user} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <TopBar user={user} tools={topBarTools} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-8">
          <Breadcrumbs page={page} />
          <div key={pathname} className="animate-fade-in">
            <PageHeader page={page} user={user} />
            <Outlet />
          </div>
        </main>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
        {announced}
      </p>
    </div>
  );
}
