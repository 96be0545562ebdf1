import { ShoppingCart } from 'lucide-react';
import { CountBadge } from '../../components/count-badge';
import { useCart } from './cart-context';
import { preloadCartDrawer } from './cart-drawer-slot';

/**
 * Opens the cart drawer; the badge shows the total item count, rendered by the server. Without scripts
 * (or before they run) the button leads to the cart page instead.
 */
export function CartButton() {
  const { totalItems, setDrawerOpen } = useCart();
  const label = totalItems === 1 ? 'Open cart, 1 item' : `Open cart, ${totalItems} items`;
  return (
    <form method="get" action="/cart" className="flex">
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          setDrawerOpen(true);
        }}
        onPointerEnter={preloadCartDrawer}
        onFocus={preloadCartDrawer}
        aria-label={label}
        className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
      >
        <ShoppingCart aria-hidden className="size-5" />
        <CountBadge count={totalItems} testId="cart-badge" />
      </button>
    </form>
  );
}
