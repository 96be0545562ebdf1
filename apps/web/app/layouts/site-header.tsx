import { ThemeToggle } from '@atelier/ui/theme-toggle';
import { Link, useMatches } from 'react-router';
import { AccountMenu } from '../features/account/account-menu';
import { CartButton } from '../features/cart/cart-button';
import { FavouritesLink } from '../features/favourites/favourites-link';
import { DesktopNav } from '../features/navigation/desktop-nav';
import { MobileMenu } from '../features/navigation/mobile-menu';
import { HEADER_SHADOW_THRESHOLD_PX, type NavData } from '../features/navigation/nav-data';
import { useScrolledPast } from '../features/navigation/use-scrolled';

/** A page's own skip link, after "Skip to content": `handle: { skipTo: { href, label } }` in its route. */
interface SkipTo {
  href: `#${string}`;
  label: string;
}

const skipLinkClass =
  'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-bg focus:px-3 focus:py-2';

function usePageSkipLinks(): SkipTo[] {
  return useMatches().flatMap(({ handle }) => {
    const skipTo = (handle as { skipTo?: SkipTo } | undefined)?.skipTo;
    return skipTo ? [skipTo] : [];
  });
}

export function SiteHeader({ nav }: { nav: NavData }) {
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD_PX);
  const skipLinks = usePageSkipLinks();
  return (
    <header
      data-scrolled={scrolled || undefined}
      className="sticky top-0 z-40 print:hidden border-b border-border bg-bg/95 backdrop-blur transition-shadow duration-200 data-scrolled:shadow-md"
    >
      <a href="#main" className={skipLinkClass}>
        Skip to content
      </a>
      {skipLinks.map(({ href, label }) => (
        <a key={href} href={href} className={skipLinkClass}>
          {label}
        </a>
      ))}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-2">
          <MobileMenu nav={nav} />
          <Link to="/" className="text-lg font-bold tracking-tight">
            Atelier Plans
          </Link>
        </div>
        <DesktopNav nav={nav} />
        <div className="flex items-center gap-1">
          <span className="js-only">
            <ThemeToggle />
          </span>
          <AccountMenu className="max-sm:hidden" />
          <FavouritesLink />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
