import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { useFocusPageOnFollow } from '../../components/route-focus';
import { useSignedInHint } from '../../lib/signed-in-hint';
import { designCountLabel, marketplaceHref, type NavData, serviceHref } from './nav-data';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium hover:bg-muted aria-[current=page]:text-primary';
const subLinkClass =
  'flex justify-between gap-3 rounded-md px-3 py-1.5 text-sm text-muted-fg hover:bg-muted hover:text-fg';

/** The side menu for small screens: a modal dialog with every header link. */
export default function MobileMenuDialog({
  nav,
  open,
  onOpenChange,
}: {
  nav: NavData;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { follow: close, onCloseAutoFocus } = useFocusPageOnFollow(() => onOpenChange(false));
  // The header's account link is the phone's too: here, where the header has no room for it.
  const signedIn = useSignedInHint();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col bg-bg shadow-xl data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left"
        >
          <div className="flex h-16 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted">
              <X aria-hidden className="size-5" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              <li>
                <NavLink to="/" end className={linkClass} onClick={close}>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink to={marketplaceHref()} className={linkClass} onClick={close}>
                  Marketplace
                </NavLink>
                <ul className="ml-3 border-l border-border pl-2">
                  {nav.categories.map((category) => (
                    <li key={category.id}>
                      <Link to={marketplaceHref(category.id)} className={subLinkClass} onClick={close}>
                        <span>{category.label}</span>
                        <span>{designCountLabel(category.count)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <NavLink to="/services" end className={linkClass} onClick={close}>
                  Services
                </NavLink>
                <ul className="ml-3 border-l border-border pl-2">
                  {nav.services.map((service) => (
                    <li key={service.id}>
                      <Link to={serviceHref(service.id)} className={subLinkClass} onClick={close}>
                        {service.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              {[
                ['/portfolio', 'Portfolio'],
                ['/about', 'About'],
                ['/contact', 'Contact'],
                signedIn ? ['/account', 'Your account'] : ['/account/sign-in', 'Sign in'],
              ].map(([to = '', label]) => (
                <li key={to}>
                  <NavLink to={to} className={linkClass} onClick={close}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
