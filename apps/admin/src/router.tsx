import { createBrowserRouter } from 'react-router';

/** Route modules load lazily so the sign-in page stays small. */
export const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/login') },
  { path: '/login', lazy: () => import('./routes/login') },
  { path: '*', lazy: () => import('./routes/not-found') },
]);
