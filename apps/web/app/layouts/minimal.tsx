import { Link, Outlet } from 'react-router';
import type { Route } from './+types/minimal';
import { siteOrigin } from './canonical';
import { SiteFooter } from './site-footer';

export function loader({ context }: Route.LoaderArgs) {
  return { origin: siteOrigin({ context }) };
}

/** Minimal layout (SPEC §2): brand header and footer only. */
export default function MinimalLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <Link to="/" className="text-lg font-bold tracking-tight">
            Atelier Plans
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
