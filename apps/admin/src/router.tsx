import { createBrowserRouter } from 'react-router';
import { ADMIN_PAGES } from './lib/admin-pages';
import { RenderError } from './routes/render-error';

const login = () => import('./routes/login');

/** Route modules load lazily so the sign-in page stays small; any route error shows the error screen. */
export const router = createBrowserRouter([
  {
    ErrorBoundary: RenderError,
    // Nothing to show while the first page module loads; the sign-in page or the shell follows at once.
    HydrateFallback: () => null,
    children: [
      { path: '/', lazy: login },
      { path: '/login', lazy: login },
      {
        lazy: () => import('./components/require-auth').then((module) => ({ Component: module.RequireAuth })),
        children: ADMIN_PAGES.map((page) => ({
          path: page.path,
          lazy: page.path === '/dashboard' ? () => import('./routes/dashboard') : () => import('./routes/coming-soon'),
        })),
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
