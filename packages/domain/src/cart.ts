import { isDesignId, listCookie, versionedEntries, versionedValue } from './cookie-list.ts';
import type { Cents } from './money.ts';

export const MIN_CART_QUANTITY = 1;
/** A plan licence is per project; nobody buys hundreds at once, so larger numbers are refused. */
export const MAX_CART_QUANTITY = 99;
/**
 * Distinct designs in one cart. The cart also lives in a cookie (`serializeCartLines`), which browsers
 * cap at about 4 kB; 40 lines of the longest id stay well under `MAX_CART_COOKIE_LENGTH`.
 */
export const MAX_CART_LINES = 40;

export interface CartItem {
  id: string;
  title: string;
  image: string;
  /** Price in cents, as shown when added; the server recomputes every total at checkout. */
  price: Cents;
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

/** What the server keeps of a cart: design ids and quantities, never a price. */
export interface CartLine {
  designId: string;
  quantity: number;
}

/** Design ids are slugs (`design-001`, `cedar-ridge-cabin-k3x9q2`); anything else cannot be a design. */
export const isCartDesignId = isDesignId;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_CART_QUANTITY;
  return Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.trunc(quantity)));
}

/** Raises a present design by 1 or appends a new one with quantity 1 (a full cart takes no new design). */
export function addToCart(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const present = items.some((item) => item.id === product.id);
  if (present) {
    return items.map((item) =>
      item.id === product.id ? { ...item, quantity: clampQuantity(item.quantity + 1) } : item,
    );
  }
  if (items.length >= MAX_CART_LINES) return [...items];
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

export function cartLinesOf(items: readonly CartItem[]): CartLine[] {
  return items.map((item) => ({ designId: item.id, quantity: item.quantity }));
}

/** Reads a stored cart defensively: anything malformed is dropped rather than trusted. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed
      .flatMap((entry): CartItem[] => {
        if (typeof entry !== 'object' || entry === null) return [];
        const { id, title, image, price, quantity } = entry as Record<string, unknown>;
        // The same rules as the cookie copy, so the two can always hold the same cart.
        if (!isCartDesignId(id) || seen.has(id) || typeof title !== 'string' || typeof price !== 'number') return [];
        seen.add(id);
        return [
          {
            id,
            title,
            image: typeof image === 'string' ? image : '',
            price,
            quantity: clampQuantity(typeof quantity === 'number' ? quantity : MIN_CART_QUANTITY),
          },
        ];
      })
      .slice(0, MAX_CART_LINES);
  } catch {
    return [];
  }
}

/*
 * The cart cookie (docs/decisions/022-server-visible-cart.md): `v1|design-001:2|design-003:1`.
 * A version, then one `id:quantity` entry per design, in cart order; `v1` alone is an empty cart.
 * Every character is a cookie-octet, so the value needs no encoding. Entries may later carry more
 * `:`-separated fields (a licence); a v1 reader ignores fields after the quantity, and a change of
 * meaning takes a new version, which this reader treats as an empty cart.
 */
export const CART_COOKIE_NAME = 'cart';
export const CART_COOKIE_VERSION = 'v1';
export const CART_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** Longer values are not read at all: the most the server ever writes is far shorter. */
export const MAX_CART_COOKIE_LENGTH = 3000;
const QUANTITY = /^\d{1,4}$/;

export function serializeCartLines(lines: readonly CartLine[]): string {
  const entries = parseCartLinesFrom(lines).map((line) => `${line.designId}:${line.quantity}`);
  return versionedValue(CART_COOKIE_VERSION, entries);
}

/**
 * The whole cookie, as a Set-Cookie header (server) or a `document.cookie` assignment (browser) alike.
 * Not HttpOnly: with scripts the browser writes it together with local storage, so the two copies
 * change at the same moment. An empty cart is written too, never deleted (see the decision).
 */
export function cartCookie(lines: readonly CartLine[], { secure }: { secure: boolean }): string {
  return listCookie(CART_COOKIE_NAME, serializeCartLines(lines), {
    maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS,
    secure,
  });
}

/**
 * Reads a cart cookie value, trusting nothing: an unknown version or an oversized value is an empty
 * cart; entries with a malformed id or a quantity that is not a whole number are dropped; a repeated
 * id keeps its first entry; quantities are clamped to 1..99 (SPEC §5); at most `MAX_CART_LINES`.
 * Whether the ids are real, published designs is for the caller to check against the database.
 */
export function parseCartCookie(raw: string | null | undefined): CartLine[] {
  return parseCartLinesFrom(
    versionedEntries(raw, CART_COOKIE_VERSION, MAX_CART_COOKIE_LENGTH).map((entry) => {
      const [designId, quantity] = entry.split(':');
      return {
        designId: designId ?? '',
        quantity: quantity !== undefined && QUANTITY.test(quantity) ? Number(quantity) : Number.NaN,
      };
    }),
  );
}

/** Keeps well-formed, distinct lines with whole quantities, clamped, at most `MAX_CART_LINES`. */
function parseCartLinesFrom(lines: readonly CartLine[]): CartLine[] {
  const seen = new Set<string>();
  const kept: CartLine[] = [];
  for (const { designId, quantity } of lines) {
    if (kept.length >= MAX_CART_LINES) break;
    if (!isCartDesignId(designId) || seen.has(designId) || !Number.isInteger(quantity)) continue;
    seen.add(designId);
    kept.push({ designId, quantity: clampQuantity(quantity) });
  }
  return kept;
}
