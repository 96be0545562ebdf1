import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { AuthSpinner } from './auth-spinner';
import { AdminShell } from './shell/admin-shell';

/** Layout for every protected page: spinner, then sign-in redirect or the shell (with the top bar's tools). */
export function RequireAuth({ topBarTools }: { topBarTools: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <AuthSpinner />;
  if (status === 'unauthenticated') {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <AdminShell topBarTools={topBarTools} />;
}
