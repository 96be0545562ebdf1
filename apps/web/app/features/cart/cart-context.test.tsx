import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from './cart-context';
import type { ServerCart } from './server-cart';

function CartSummary() {
  const cart = useCart();
  return (
    <span>
      {cart.totalItems} items, {cart.subtotal} cents, {cart.restored ? 'restored' : 'not restored'}
    </span>
  );
}

/** The provider sends changes through a router fetcher, so it renders inside a router. */
function renderInRouter(element: ReactNode) {
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

const villa = {
  id: 'design-001',
  title: 'Villa',
  image: '/v',
  price: 450000,
  licence: 'pdf-single',
  options: [],
} as const;

describe('useCart', () => {
  it('names its provider when used outside it', () => {
    expect(() => renderToString(<CartSummary />)).toThrow('useCart must be used within a CartProvider');
  });

  it('renders the cart the server read from the cookie, so the page needs no loading state', () => {
    const server: ServerCart = { items: [{ ...villa, quantity: 2 }], stored: true };
    expect(
      renderInRouter(
        <CartProvider server={server}>
          <CartSummary />
        </CartProvider>,
      ),
    ).toContain('2<!-- --> items, <!-- -->900000<!-- --> cents, <!-- -->restored');
  });

  it('without a server cart renders an empty, not yet restored cart, read from storage after hydration', () => {
    expect(
      renderInRouter(
        <CartProvider>
          <CartSummary />
        </CartProvider>,
      ),
    ).toContain('0<!-- --> items, <!-- -->0<!-- --> cents, <!-- -->not restored');
  });
});
