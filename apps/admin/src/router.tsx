import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { ADMIN_PAGES } from './lib/admin-pages';
import { RenderError } from './routes/render-error';

const login = () => import('./routes/login');

/** The module of every page in ADMIN_PAGES (a page without one would show the not-found page). */
const PAGE_MODULES: Record<string, LazyRouteFunction<RouteObject>> = {
  '/dashboard': () => import('./routes/dashboard'),
  '/marketplace/designs': () => import('./routes/designs'),
  '/marketplace/designs/new': () => import('./routes/design-new'),
  '/marketplace/designs/:id': () => import('./routes/design'),
  '/marketplace/categories': () => import('./routes/categories'),
  '/marketplace/pricing': () => import('./routes/pricing'),
  '/marketplace/featured': () => import('./routes/featured'),
  '/orders': () => import('./routes/orders'),
  '/orders/tasks': () => import('./routes/order-tasks'),
  '/orders/:number': () => import('./routes/order'),
  '/quotes': () => import('./routes/quotes'),
  '/quotes/new': () => import('./routes/quote-new'),
  '/quotes/:number': () => import('./routes/quote'),
  '/customers': () => import('./routes/customers'),
  '/customers/:id': () => import('./routes/customer'),
  '/analytics': () => import('./routes/analytics'),
  '/promotions': () => import('./routes/promotions'),
  '/support': () => import('./routes/support'),
  '/support/chats/:id': () => import('./routes/support-chat'),
  '/support/inquiries/:id': () => import('./routes/support-inquiry'),
  '/content/services': () => import('./routes/content-services'),
  '/content/team': () => import('./routes/content-team'),
  '/content/testimonials': () => import('./routes/content-testimonials'),
  '/content/site': () => import('./routes/content-site'),
  '/settings/general': () => import('./routes/settings-general'),
  '/settings/build-costs': () => import('./routes/settings-build-costs'),
  '/settings/inclusions': () => import('./routes/settings-inclusions'),
  '/settings/plan-options': () => import('./routes/settings-plan-options'),
  '/settings/users': () => import('./routes/settings-users'),
  '/settings/backup': () => import('./routes/settings-backup'),
  '/profile': () => import('./routes/profile'),
};

/** Route modules load lazily so the sign-in page stays small; any route error shows the error screen. */
export const router = createBrowserRouter([
  {
    ErrorBoundary: RenderError,
    // Nothing to show while the first page module loads; the sign-in page or the shell follows at once.
    HydrateFallback: () => null,
    children: [
      { path: '/', lazy: login },
      { path: '/login', lazy: login },
      // The link a new member (or one whose password was reset) gets by e-mail; no session needed.
      { path: '/invite/:token', lazy: () => import('./routes/invite') },
      {
        lazy: () => import('./routes/signed-in-layout').then((module) => ({ Component: module.SignedInLayout })),
        children: ADMIN_PAGES.map((page) => ({
          path: page.path,
          lazy: PAGE_MODULES[page.path] ?? (() => import('./routes/not-found')),
        })),
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
