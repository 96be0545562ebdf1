import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { NavData } from './nav-data';

const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(loadDialog);

/** The menu button for small screens; the dialog's code is fetched when it is first needed. */
export function MobileMenu({ nav }: { nav: NavData }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerDown={() => void loadDialog()}
        className="js-only inline-flex size-10 items-center justify-center rounded-md hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">Open menu</span>
      </button>
      <a
        href="#footer-links"
        className="no-js-only inline-flex size-10 items-center justify-center rounded-md hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">Menu</span>
      </a>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog nav={nav} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
