import { createBrowserRouter } from 'react-router';
import { ADMIN_PAGES } from './lib/admin-pages';

const login = () => import('./routes/login');

/** Route modules load lazily so the sign-in page stays small. */
export const router = createBrowserRouter([
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
]);
