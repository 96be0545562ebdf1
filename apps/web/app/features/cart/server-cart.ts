import type { CartItem } from '@atelier/domain/cart';

/** The cart a page was rendered with: read from the cart cookie and priced from the database. */
export interface ServerCart {
  items: CartItem[];
  /** False when the browser sent no cart cookie (a first visit, or a cart saved before the cookie existed). */
  stored: boolean;
}

/** Where the cart forms post; the cart page's action (routes/cart.tsx). */
export const CART_ACTION = '/cart';

/** What the cart action answers a script's `check` (the whole cart, as the browser holds it). */
export type CartSyncResult = { ok: true; cart: ServerCart } | { ok: false; error: string };
