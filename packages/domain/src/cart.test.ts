import { describe, expect, it } from 'vitest';
import { addToCart, cartTotals, clampQuantity, parseStoredCart, removeFromCart, updateCartQuantity } from './cart.ts';

const villa = { id: 'design-001', title: 'Villa', image: '/v', price: 450000 };
const cabin = { id: 'design-003', title: 'Cabin', image: '/c', price: 175000 };

describe('cart rules', () => {
  it('appends a new design with quantity 1 and raises a present one by 1', () => {
    let items = addToCart([], villa);
    items = addToCart(items, cabin);
    items = addToCart(items, villa);
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['design-001', 2],
      ['design-003', 1],
    ]);
  });

  it('never lets a quantity fall below 1', () => {
    const items = addToCart([], villa);
    expect(updateCartQuantity(items, 'design-001', 0)[0]?.quantity).toBe(1);
    expect(updateCartQuantity(items, 'design-001', -5)[0]?.quantity).toBe(1);
    expect(updateCartQuantity(items, 'design-001', 4)[0]?.quantity).toBe(4);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('removes by id and totals items and subtotal', () => {
    const items = updateCartQuantity(addToCart(addToCart([], villa), cabin), 'design-003', 3);
    expect(cartTotals(items)).toEqual({ totalItems: 4, subtotal: 450000 + 3 * 175000 });
    expect(removeFromCart(items, 'design-001').map((item) => item.id)).toEqual(['design-003']);
    expect(cartTotals([])).toEqual({ totalItems: 0, subtotal: 0 });
  });

  it('restores a stored cart and drops anything malformed', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...villa, quantity: 0 }, { id: 3 }]))).toEqual([
      { ...villa, quantity: 1 },
    ]);
  });
});
