import { RenderErrorScreen } from '@atelier/ui/render-error-screen';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { NotFound } from '../components/not-found';
import { PageTransition } from '../components/page-transition';
import { CartDrawerSlot } from '../features/cart/cart-drawer-slot';
import { ChatWidget } from '../features/chat/chat-widget';
import type { NavData } from '../features/navigation/nav-data';
import type { Route } from './+types/main';
import { siteOrigin } from './canonical';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header menus: categories with their live design counts and the service pages, from the database. */
export async function loader({ context }: Route.LoaderArgs): Promise<NavData & { origin: string }> {
  const [categories, services] = await Promise.all([
    context.services.catalog.categoriesWithCounts(),
    context.services.content.listServices(),
  ]);
  return {
    categories: categories.map(({ id, label, count }) => ({ id, label, count: Number(count) })),
    services: services.map(({ id, title }) => ({ id, title })),
    origin: siteOrigin({ context }),
  };
}

// The menus change only when the catalogue does; moving between pages or filters need not reload them.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' && defaultShouldRevalidate;
}

const emptyNav: NavData = { categories: [], services: [] };

function MainShell({ children }: { children: ReactNode }) {
  const nav = useRouteLoaderData<typeof loader>('layouts/main') ?? emptyNav;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader nav={nav} />
      <main id="main" className="flex-1">
        <PageTransition>{children}</PageTransition>
      </main>
      <SiteFooter chatClearance />
      <CartDrawerSlot />
      <ChatWidget />
    </div>
  );
}

export default function MainLayout() {
  return (
    <MainShell>
      <Outlet />
    </MainShell>
  );
}

/** Errors below keep the header and footer: a 404 shows the not-found page, anything else the error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <MainShell>{notFound ? <NotFound /> : <RenderErrorScreen error={error} />}</MainShell>;
}
