import {
  addToCart,
  type CartItem,
  type CartProduct,
  cartTotals,
  parseStoredCart,
  removeFromCart,
  updateCartQuantity,
} from '@atelier/domain/cart';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CART_STORAGE_KEY, readStoredCart, saveCart } from './cart-storage';
import type { ServerCart } from './server-cart';
import { useCartSync } from './use-cart-sync';

export { CART_STORAGE_KEY };

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
 * server to be checked, whose answer (priced from the database) then replaces it. See decision 022.
 */
export function CartProvider({ server, children }: { server?: ServerCart | undefined; children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(() => server?.items ?? []);
  const [restored, setRestored] = useState(server !== undefined);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const current = useRef(items);
  const sync = useCartSync();
  // The latest `send`, for the one-off first-load effect below.
  const sendRef = useRef(sync.send);
  useEffect(() => {
    sendRef.current = sync.send;
  }, [sync.send]);

  const show = useCallback((next: CartItem[]) => {
    current.current = next;
    setItems(next);
    saveCart(next);
  }, []);

  // Once, after hydration: decide which copy wins, and follow changes saved in other tabs.
  const applied = useRef(server);
  useEffect(() => {
    const initial = applied.current;
    if (initial?.stored) {
      // Also rewrites the cookie without what the server dropped (unknown or unpublished designs).
      saveCart(initial.items);
    } else {
      const stored = readStoredCart();
      if (stored.length > 0) {
        show(stored);
        if (initial) sendRef.current(stored);
      }
    }
    setRestored(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      const next = parseStoredCart(event.newValue);
      current.current = next;
      setItems(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [show]);

  // The layout read the cookie again after a form post (an order placed empties the cart): its cart
  // wins, unless a change of ours is still on its way.
  useEffect(() => {
    if (!server?.stored || server === applied.current || sync.pending) return;
    applied.current = server;
    show(server.items);
  }, [server, sync.pending, show]);

  // The server's answer to our last change: the same cart, priced and checked against the catalogue.
  const answered = useRef(sync.answer);
  useEffect(() => {
    const answer = sync.answer;
    if (!answer || answer === answered.current) return;
    answered.current = answer;
    if (answer.ok) show(answer.cart.items);
  }, [sync.answer, show]);

  const { send } = sync;
  const change = useCallback(
    (rule: (items: readonly CartItem[]) => CartItem[]) => {
      const next = rule(current.current);
      show(next);
      send(next);
    },
    [send, show],
  );
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
