import { type CartItem, cartCookie, cartLinesOf, parseStoredCart } from '@atelier/domain/cart';

/** The browser's copy of the cart (SPEC §7: a JSON list of items under this key). */
export const CART_STORAGE_KEY = 'cart';

export function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * Saves both copies at once: local storage (SPEC §4) and the cookie the server renders from, so a
 * reload straight after a change, before the server has answered it, still shows the change.
 */
export function saveCart(items: readonly CartItem[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie holds ids and quantities only; see decision 022.
  document.cookie = cartCookie(cartLinesOf(items), { secure: location.protocol === 'https:' });
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or unavailable: the cookie copy still holds the cart.
  }
}
