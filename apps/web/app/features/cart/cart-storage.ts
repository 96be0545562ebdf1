import { type CartItem, cartCookie, cartLinesOf, parseStoredCart, serializeCartLines } from '@atelier/domain/cart';
import { browserCopies, type StoredList } from '../../lib/stored-list';
import { CART_ACTION, type CartSyncResult, type ServerCart } from './server-cart';

/** The browser's copy of the cart (SPEC §7: a JSON list of items under this key). */
const CART_STORAGE_KEY = 'cart';

/**
 * The cart as the browser keeps it: local storage (SPEC §4) and the cookie the server renders from
 * (ids and quantities), and sent whole to the cart action, which answers it priced from the database.
 */
export const cartList: StoredList<CartItem, ServerCart, CartSyncResult> = {
  copies: browserCopies({
    key: CART_STORAGE_KEY,
    parse: parseStoredCart,
    cookie: (items, options) => cartCookie(cartLinesOf(items), options),
  }),
  fromServer: (server) => server.items,
  check: {
    fetcherKey: 'cart',
    action: CART_ACTION,
    field: 'cart',
    serialize: (items) => serializeCartLines(cartLinesOf(items)),
  },
  fromAnswer: (answer) => (answer.ok ? answer.cart.items : null),
};
