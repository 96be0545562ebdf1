import { formatMoney } from '@atelier/domain/money';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '../features/cart/cart-context';
import { CartEmpty } from '../features/cart/cart-empty';
import { QuantityStepper } from '../features/cart/quantity-stepper';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Cart',
    description: 'Review the designs in your cart before checkout.',
    path: canonicalUrl(matches, '/cart'),
  });

const buttonClass = 'flex h-11 w-full items-center justify-center rounded-md px-4 font-medium';

export default function CartPage() {
  const { items, totalItems, subtotal, restored, updateQuantity, removeItem, clearCart } = useCart();
  const empty = items.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Shopping Cart</h1>
      {!restored ? (
        // The cart lives in this browser; the server cannot know it, so nothing is claimed until it is read.
        <p aria-busy="true" className="mt-8 text-muted-fg">
          Loading your cart…
        </p>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <section aria-label="Cart items" className="lg:col-span-2">
            {empty ? (
              <div className="rounded-lg border border-border">
                <CartEmpty />
                <div className="pb-10 text-center">
                  <Link to="/marketplace" className="font-medium text-primary hover:underline">
                    Browse designs
                  </Link>
                </div>
              </div>
            ) : (
              <>
                <ul className="divide-y divide-border rounded-lg border border-border">
                  {items.map((item) => (
                    <li key={item.id} className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
                      <img
                        src={item.image}
                        alt=""
                        width={120}
                        height={75}
                        className="h-[75px] w-[120px] shrink-0 rounded-md bg-muted object-cover"
                      />
                      <div className="min-w-0 flex-1">
                        <Link to={`/design/${item.id}`} className="font-semibold hover:underline">
                          {item.title}
                        </Link>
                        <p className="text-sm text-muted-fg">{formatMoney(item.price)} each</p>
                      </div>
                      <QuantityStepper item={item} onChange={updateQuantity} />
                      <p className="w-28 text-right font-semibold">{formatMoney(item.price * item.quantity)}</p>
                      <button
                        type="button"
                        onClick={() => removeItem(item.id)}
                        aria-label={`Remove ${item.title}`}
                        className="inline-flex size-9 items-center justify-center rounded-md text-muted-fg hover:bg-muted hover:text-danger"
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={clearCart}
                  className="mt-4 text-sm font-medium text-muted-fg hover:text-danger hover:underline"
                >
                  Clear cart
                </button>
              </>
            )}
          </section>
          <aside aria-label="Order summary" className="h-fit space-y-4 rounded-lg border border-border bg-muted/50 p-6">
            <h2 className="text-lg font-semibold">Order summary</h2>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between">
                <dt>Items</dt>
                <dd>{totalItems}</dd>
              </div>
              <div className="flex justify-between text-base font-semibold">
                <dt>Subtotal</dt>
                <dd data-testid="cart-page-subtotal">{formatMoney(subtotal)}</dd>
              </div>
            </dl>
            <p className="text-xs text-muted-fg">Taxes, if any, are calculated at checkout.</p>
            {empty ? (
              <button type="button" disabled className={`${buttonClass} bg-primary text-primary-fg opacity-50`}>
                Proceed to Checkout
              </button>
            ) : (
              <Link to="/checkout" className={`${buttonClass} bg-primary text-primary-fg motion-press`}>
                Proceed to Checkout
              </Link>
            )}
            <Link to="/marketplace" className={`${buttonClass} border border-border hover:bg-muted`}>
              Continue Shopping
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
