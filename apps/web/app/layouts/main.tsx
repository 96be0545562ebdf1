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
import { RouteFocus } from '../components/route-focus';
import { CartProvider } from '../features/cart/cart-context';
import { loadServerCart } from '../features/cart/cart-cookie.server';
import { CartDrawerSlot } from '../features/cart/cart-drawer-slot';
import type { ServerCart } from '../features/cart/server-cart';
import { ChatWidget } from '../features/chat/chat-widget';
import { FavouritesProvider } from '../features/favourites/favourites-context';
import { loadServerFavourites } from '../features/favourites/favourites-cookie.server';
import type { ServerFavourites } from '../features/favourites/server-favourites';
import type { NavData } from '../features/navigation/nav-data';
import type { Route } from './+types/main';
import { siteOrigin } from './canonical';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header menus (categories with their live design counts, the service pages) from the database, and
 * the visitor's cart from the cart cookie, so the badge, the cart page and checkout render it.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<NavData & { origin: string; cart: ServerCart; favourites: ServerFavourites }> {
  const [categories, services, cart, favourites] = await Promise.all([
    context.services.catalog.categoriesWithCounts(),
    context.services.content.listServices(),
    loadServerCart(request, context),
    loadServerFavourites(request, context),
  ]);
  return {
    categories: categories.map(({ id, label, count }) => ({ id, label, count: Number(count) })),
    services: services.map(({ id, title }) => ({ id, title })),
    origin: siteOrigin({ context }),
    cart,
    favourites,
  };
}

// The menus change only when the catalogue does; moving between pages or filters need not reload them.
// After a form post the cart may have changed (an order placed empties it), so it is read again; the
// cart's own changes from scripts opt out (their answer carries the cart). A refused order is read
// again too: it may have been refused because the cart changed.
export function shouldRevalidate({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined || formMethod.toUpperCase() === 'GET') return false;
  return formAction === '/checkout' || defaultShouldRevalidate;
}

const emptyNav: NavData = { categories: [], services: [] };

function MainShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('layouts/main');
  const nav = data ?? emptyNav;
  return (
    <CartProvider server={data?.cart}>
      <FavouritesProvider server={data?.favourites}>
        <div className="flex min-h-screen flex-col">
          <SiteHeader nav={nav} />
          <main id="main" className="flex-1">
            <PageTransition>{children}</PageTransition>
          </main>
          <SiteFooter chatClearance />
          <CartDrawerSlot />
          <ChatWidget />
          <RouteFocus />
        </div>
      </FavouritesProvider>
    </CartProvider>
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
