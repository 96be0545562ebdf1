import { cartLineBreakdown, cartLineTotal } from '@atelier/domain/cart';
import { LINE_TOTAL_LABEL } from '@atelier/domain/line-breakdown';
import { formatMoney } from '@atelier/domain/money';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LineBreakdown } from '../../components/line-breakdown';
import { useFocusPageOnFollow } from '../../components/route-focus';
import { useCart } from './cart-context';
import { CartEmpty } from './cart-empty';
import { QuantityStepper, RemoveItemButton } from './cart-forms';

const primaryClass =
  'flex h-11 w-full items-center justify-center rounded-md bg-primary px-4 font-medium text-primary-fg motion-press disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100';
const secondaryClass =
  'flex h-11 w-full items-center justify-center rounded-md border border-border px-4 font-medium hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50';

/** A link when the cart has items; a disabled button when it is empty (links cannot be disabled). */
function CartAction({
  to,
  enabled,
  className,
  onNavigate,
  children,
}: {
  to: string;
  enabled: boolean;
  className: string;
  onNavigate(): void;
  children: ReactNode;
}) {
  if (!enabled) {
    return (
      <button type="button" disabled className={className}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}

/** The slide-in cart panel (SPEC §2). */
export function CartDrawer() {
  const { items, subtotal, totalItems, isDrawerOpen, setDrawerOpen, updateQuantity, removeItem } = useCart();
  const close = () => setDrawerOpen(false);
  const { follow, onCloseAutoFocus } = useFocusPageOnFollow(close);
  const empty = items.length === 0;
  return (
    <Dialog.Root open={isDrawerOpen} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-bg shadow-xl data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right"
        >
          <div className="flex h-16 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="text-lg font-bold">
              Shopping Cart {totalItems > 0 && <span className="text-muted-fg">({totalItems})</span>}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted">
              <X aria-hidden className="size-5" />
              <span className="sr-only">Close cart</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The designs in your cart</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4">
            {empty ? (
              <CartEmpty />
            ) : (
              <ul className="divide-y divide-border" aria-label="Cart items">
                {items.map((item) => (
                  <li key={item.id} className="flex gap-3 py-4">
                    <img
                      src={item.image}
                      alt=""
                      width={80}
                      height={64}
                      className="h-16 w-20 shrink-0 rounded-md bg-muted object-cover"
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-2">
                      <div className="flex items-start justify-between gap-2">
                        <div className="min-w-0">
                          <Link
                            to={`/design/${item.id}`}
                            onClick={follow}
                            className="block truncate text-sm font-medium hover:underline"
                          >
                            {item.title}
                          </Link>
                          <LineBreakdown
                            title={item.title}
                            rows={cartLineBreakdown(item)}
                            className="mt-0.5 text-xs text-muted-fg"
                          />
                        </div>
                        <RemoveItemButton
                          item={item}
                          onRemove={removeItem}
                          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-fg hover:bg-muted hover:text-danger"
                        />
                      </div>
                      <div className="flex items-end justify-between">
                        <QuantityStepper item={item} onChange={updateQuantity} />
                        <p className="ml-auto text-sm font-semibold">
                          <span className="sr-only">{LINE_TOTAL_LABEL}: </span>
                          {formatMoney(cartLineTotal(item))}
                        </p>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="space-y-3 border-t border-border p-4">
            <div className="flex items-center justify-between text-base font-semibold">
              <span>Subtotal</span>
              <span data-testid="cart-subtotal">{formatMoney(subtotal)}</span>
            </div>
            <CartAction to="/checkout" enabled={!empty} className={primaryClass} onNavigate={follow}>
              Proceed to Checkout
            </CartAction>
            <CartAction to="/cart" enabled={!empty} className={secondaryClass} onNavigate={follow}>
              View Cart
            </CartAction>
            <button
              type="button"
              onClick={close}
              className="w-full py-2 text-sm font-medium text-primary hover:underline"
            >
              Continue Shopping
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
