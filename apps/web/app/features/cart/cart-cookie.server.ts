import { CART_COOKIE_NAME, type CartItem, type CartLine, cartCookie, parseCartCookie } from '@atelier/domain/cart';
import type { AppLoadContext } from 'react-router';
import { cookieValue } from '../../lib/cookie-value';
import type { ServerCart } from './server-cart';

/** The cart lines the cookie names (well-formed only), and whether the browser has the cookie at all. */
export function readCartCookie(request: Request): { lines: CartLine[]; stored: boolean } {
  const raw = cookieValue(request.headers.get('cookie'), CART_COOKIE_NAME);
  return { lines: parseCartCookie(raw), stored: raw !== null };
}

/**
 * The lines as cart items, with titles, pictures and prices from the database. Unknown, draft and
 * archived designs are left out: they cannot be sold, whatever the cookie says.
 */
export async function resolveCart(lines: readonly CartLine[], context: AppLoadContext): Promise<CartItem[]> {
  if (lines.length === 0) return [];
  const designs = await context.services.catalog.designsByIds(lines.map((line) => line.designId));
  const byId = new Map(designs.map((design) => [design.id, design]));
  return lines.flatMap((line): CartItem[] => {
    const design = byId.get(line.designId);
    if (!design) return [];
    return [{ id: design.id, title: design.title, image: design.image, price: design.price, quantity: line.quantity }];
  });
}

/** The visitor's cart as the server knows it, for the page it renders. */
export async function loadServerCart(request: Request, context: AppLoadContext): Promise<ServerCart> {
  const { lines, stored } = readCartCookie(request);
  return { items: await resolveCart(lines, context), stored };
}

/** The Set-Cookie value that stores these lines (docs/decisions/022-server-visible-cart.md). */
export function cartCookieHeader(lines: readonly CartLine[], request: Request): string {
  return cartCookie(lines, { secure: new URL(request.url).protocol === 'https:' });
}
