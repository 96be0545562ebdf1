import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { NotFound } from '../components/not-found';
import { RenderErrorScreen } from '../components/render-error-screen';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function MainShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
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
  if (!notFound && import.meta.env.DEV) console.error(error);
  return <MainShell>{notFound ? <NotFound /> : <RenderErrorScreen />}</MainShell>;
}
