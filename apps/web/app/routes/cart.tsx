import { cartLineBreakdown, cartLinesOf, cartLineTotal, serializeCartLines } from '@atelier/domain/cart';
import { LINE_TOTAL_LABEL } from '@atelier/domain/line-breakdown';
import { formatMoney } from '@atelier/domain/money';
import { totalRows } from '@atelier/domain/orders';
import { data, Link, redirect, useSearchParams } from 'react-router';
import { FormAlert } from '../components/form-field';
import { LineBreakdown } from '../components/line-breakdown';
import { buyerSession } from '../features/account/account-session.server';
import { changeCart } from '../features/cart/cart-action.server';
import { useCart } from '../features/cart/cart-context';
import { cartCookieHeader, readCartCookie } from '../features/cart/cart-cookie.server';
import { CartEmpty } from '../features/cart/cart-empty';
import { ClearCartButton, QuantityStepper, RemoveItemButton } from '../features/cart/cart-forms';
import type { CartSyncResult } from '../features/cart/server-cart';
import { cartPrice } from '../features/checkout/checkout-price.server';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Cart',
    description: 'Review the designs in your cart before checkout.',
    path: canonicalUrl(matches, '/cart'),
  });

// The page shows this visitor's cart (from the cart cookie, through the layout's loader).
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * A signed-in buyer's cart priced as the order would be (decision 064), at their account's country's
 * tax: their study sets' credit and the total show here already, as they will at checkout. A guest's is shown at checkout, once they give its order number.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await buyerSession(request, context);
  if (!session) return { price: null };
  const { lines } = readCartCookie(request);
  const { country } = await context.services.orders.accountContact(session.email);
  return { price: await cartPrice(lines, context, { country: country ?? undefined, accountEmail: session.email }) };
}

/**
 * Every cart change. The page's forms (without scripts) store the new cart in the cookie and come back
 * here (post/redirect/get). The cart context's `check` is answered with the cart priced from the
 * database and sets no cookie: with scripts the browser writes the cookie itself, at once, with local
 * storage, so a late answer can never overwrite a newer change.
 * A post from another site never gets here: React Router refuses an action whose Origin is not the
 * request's (the configured PUBLIC_URL, plugins/storefront.ts), as for every storefront form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const change = await changeCart(request, context);
  if (!change.ok) return data<CartSyncResult>({ ok: false, error: change.error }, { status: change.status });
  if (change.intent === 'check') return data<CartSyncResult>({ ok: true, cart: { items: change.items, stored: true } });
  const headers = { 'Set-Cookie': cartCookieHeader(cartLinesOf(change.items), request) };
  const added = change.added ? `?added=${encodeURIComponent(change.added)}` : '';
  return redirect(`/cart${added}`, { status: 303, headers });
}

/**
 * A lost connection or a refusal leaves the cart as the browser holds it (the next change sends it all
 * again) rather than replacing the page with the error screen.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CartSyncResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, error: 'Your cart could not be saved on the server. It is kept in this browser.' };
  }
}

const buttonClass = 'flex h-11 w-full items-center justify-center rounded-md px-4 font-medium';

export default function CartPage({ actionData, loaderData }: Route.ComponentProps) {
  const { items, totalItems, subtotal, updateQuantity, removeItem, clearCart } = useCart();
  // The server's price holds while the cart is the one it priced.
  const price =
    loaderData.price && loaderData.price.cart === serializeCartLines(cartLinesOf(items))
      ? loaderData.price.totals
      : null;
  const [searchParams] = useSearchParams();
  const added = items.find((item) => item.id === searchParams.get('added'));
  const empty = items.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Shopping Cart</h1>
      {actionData && !actionData.ok && <FormAlert message={actionData.error} className="mt-6" />}
      {added && !actionData && (
        <p role="status" className="mt-6 rounded-md border border-success/40 bg-success/10 px-4 py-3 text-sm">
          {added.title} is in your cart.
        </p>
      )}
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
                  // On a phone: picture and title side by side, the controls on a row of their own below them.
                  <li
                    key={item.id}
                    className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 p-4 sm:flex sm:flex-nowrap"
                  >
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
                      <LineBreakdown
                        title={item.title}
                        rows={cartLineBreakdown(item)}
                        className="mt-1 max-w-sm text-sm text-muted-fg"
                      />
                    </div>
                    <div className="col-span-2 flex items-center justify-between gap-4 sm:contents">
                      <QuantityStepper item={item} onChange={updateQuantity} />
                      <p className="ml-auto text-right font-semibold sm:ml-0 sm:w-28">
                        <span className="sr-only">{LINE_TOTAL_LABEL}: </span>
                        {formatMoney(cartLineTotal(item))}
                      </p>
                      <RemoveItemButton
                        item={item}
                        onRemove={removeItem}
                        className="inline-flex size-9 items-center justify-center rounded-md text-muted-fg hover:bg-muted hover:text-danger"
                      />
                    </div>
                  </li>
                ))}
              </ul>
              <ClearCartButton onClear={clearCart} />
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
            {price ? (
              // The order's own rows: subtotal, the study set's credit, tax and total, as checkout shows them.
              totalRows(price).map((row, index, rows) => (
                <div
                  key={row.label}
                  className={
                    index === rows.length - 1 ? 'flex justify-between text-base font-semibold' : 'flex justify-between'
                  }
                >
                  <dt>{row.label}</dt>
                  <dd data-testid={row.label === 'Subtotal' ? 'cart-page-subtotal' : undefined}>
                    {formatMoney(row.cents)}
                  </dd>
                </div>
              ))
            ) : (
              <div className="flex justify-between text-base font-semibold">
                <dt>Subtotal</dt>
                <dd data-testid="cart-page-subtotal">{formatMoney(subtotal)}</dd>
              </div>
            )}
          </dl>
          <p className="text-xs text-muted-fg">
            {price
              ? 'Tax at the rate of your account’s country; the order is priced again when you place it.'
              : 'Taxes, if any, are calculated at checkout.'}
          </p>
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
    </div>
  );
}
