import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from './cart-context';

function CartSummary() {
  const cart = useCart();
  return (
    <span>
      {cart.totalItems} items, {cart.subtotal} cents, {cart.restored ? 'restored' : 'not restored'}
    </span>
  );
}

describe('useCart', () => {
  it('names its provider when used outside it', () => {
    expect(() => renderToString(<CartSummary />)).toThrow('useCart must be used within a CartProvider');
  });

  it('renders an empty, not yet restored cart on the server, so hydration matches', () => {
    expect(
      renderToString(
        <CartProvider>
          <CartSummary />
        </CartProvider>,
      ),
    ).toContain('0<!-- --> items, <!-- -->0<!-- --> cents, <!-- -->not restored');
  });
});
