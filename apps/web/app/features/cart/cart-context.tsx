import {
  addToCart,
  type CartItem,
  type CartProduct,
  cartTotals,
  removeFromCart,
  updateCartQuantity,
} from '@atelier/domain/cart';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { useStoredList } from '../../lib/stored-list';
import { cartList } from './cart-storage';
import type { ServerCart } from './server-cart';

interface CartContextValue {
  items: CartItem[];
  totalItems: number;
  /** cents */
  subtotal: number;
  /** False until the cart is known: with no server cart, until the stored one is read after hydration. */
  restored: boolean;
  addItem(product: CartProduct): void;
  updateQuantity(id: string, quantity: number): void;
  removeItem(id: string): void;
  clearCart(): void;
  isDrawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The cart, rendered by the server from the cart cookie and hydrated with the same items. The cookie is
 * the server's truth: when the page came with it, local storage is rewritten from it; without it, a cart
 * kept only in local storage (saved before the cookie existed) is adopted and sent to the server. Each
 * change applies the SPEC §4 rules here at once, saves local storage and sends the whole cart to the
 * server to be checked, whose answer (priced from the database) then replaces it (`useStoredList`,
 * decision 022).
 */
export function CartProvider({ server, children }: { server?: ServerCart | undefined; children: ReactNode }) {
  const { list: items, restored, change } = useStoredList(cartList, server);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const addItem = useCallback((product: CartProduct) => change((items) => addToCart(items, product)), [change]);
  const updateQuantity = useCallback(
    (id: string, quantity: number) => change((items) => updateCartQuantity(items, id, quantity)),
    [change],
  );
  const removeItem = useCallback((id: string) => change((items) => removeFromCart(items, id)), [change]);
  const clearCart = useCallback(() => change(() => []), [change]);

  const value = useMemo(
    () => ({
      items,
      ...cartTotals(items),
      restored,
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      isDrawerOpen,
      setDrawerOpen,
    }),
    [items, restored, addItem, updateQuantity, removeItem, clearCart, isDrawerOpen],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const context = use(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
