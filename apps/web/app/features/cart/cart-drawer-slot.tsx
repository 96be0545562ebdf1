import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from './cart-context';

const loadDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

/** Starts fetching the drawer's code, e.g. when the pointer nears the cart button. */
export function preloadCartDrawer() {
  void loadDrawer();
}

/** The drawer's code (dialog, focus trap, scroll lock) is fetched the first time the cart is opened. */
export function CartDrawerSlot() {
  const { isDrawerOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isDrawerOpen) setWanted(true);
  }, [isDrawerOpen]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
