import type { Cents } from './money.ts';

export const MIN_CART_QUANTITY = 1;
/** A plan licence is per project; nobody buys hundreds at once, so larger numbers are refused. */
export const MAX_CART_QUANTITY = 99;

export interface CartItem {
  id: string;
  title: string;
  image: string;
  /** Price in cents, as shown when added; the server recomputes every total at checkout. */
  price: Cents;
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_CART_QUANTITY;
  return Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.trunc(quantity)));
}

export function addToCart(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const present = items.some((item) => item.id === product.id);
  if (present) {
    return items.map((item) =>
      item.id === product.id ? { ...item, quantity: clampQuantity(item.quantity + 1) } : item,
    );
  }
  return [...items, { ...product, quantity: MIN_CART_QUANTITY }];
}

export function updateCartQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, quantity: clampQuantity(quantity) } : item));
}

export function removeFromCart(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function cartTotals(items: readonly CartItem[]): { totalItems: number; subtotal: Cents } {
  let totalItems = 0;
  let subtotal = 0;
  for (const item of items) {
    totalItems += item.quantity;
    subtotal += item.price * item.quantity;
  }
  return { totalItems, subtotal };
}

/** Reads a stored cart defensively: anything malformed is dropped rather than trusted. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry): CartItem[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { id, title, image, price, quantity } = entry as Record<string, unknown>;
      if (typeof id !== 'string' || typeof title !== 'string' || typeof price !== 'number') return [];
      return [
        {
          id,
          title,
          image: typeof image === 'string' ? image : '',
          price,
          quantity: clampQuantity(typeof quantity === 'number' ? quantity : MIN_CART_QUANTITY),
        },
      ];
    });
  } catch {
    return [];
  }
}
