import {
  addToCart,
  type CartItem,
  type CartProduct,
  cartTotals,
  parseStoredCart,
  removeFromCart,
  updateCartQuantity,
} from '@atelier/domain/cart';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';

export const CART_STORAGE_KEY = 'cart';

interface CartContextValue {
  items: CartItem[];
  totalItems: number;
  /** cents */
  subtotal: number;
  /** False on the server and during hydration; the stored cart is read after. */
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
 * The cart lives in local storage (SPEC §4). The server renders an empty cart and the stored one is
 * restored right after hydration, so server and client HTML always match.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [restored, setRestored] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    setItems(parseStoredCart(safeRead()));
    setRestored(true);
    // Keep tabs in step: a change saved in another tab shows here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setItems(parseStoredCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (restored) safeWrite(JSON.stringify(items));
  }, [items, restored]);

  const addItem = useCallback((product: CartProduct) => setItems((current) => addToCart(current, product)), []);
  const updateQuantity = useCallback(
    (id: string, quantity: number) => setItems((current) => updateCartQuantity(current, id, quantity)),
    [],
  );
  const removeItem = useCallback((id: string) => setItems((current) => removeFromCart(current, id)), []);
  const clearCart = useCallback(() => setItems([]), []);

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

function safeRead(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function safeWrite(value: string) {
  try {
    localStorage.setItem(CART_STORAGE_KEY, value);
  } catch {
    // Storage full or unavailable: the cart still works for this page.
  }
}
