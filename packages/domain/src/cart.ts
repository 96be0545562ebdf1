import { isDesignId, listCookie, versionedEntries, versionedValue } from './cookie-list.ts';
import { BASE_LICENCE, isLicenceId, isPerBuild, type LicenceId } from './licences.ts';
import { type BreakdownLine, type BreakdownRow, lineBreakdown, type PricedOption } from './line-breakdown.ts';
import { lineTotalOf } from './line-total.ts';
import type { Cents } from './money.ts';
import {
  isPlanOptionId,
  PLAN_OPTION_CODES,
  type PlanOptionId,
  planOptionLabel,
  planOptionsFromCodes,
  sortPlanOptions,
} from './plan-options.ts';

export const MIN_CART_QUANTITY = 1;
/** A plan licence is per project; nobody buys hundreds at once, so larger numbers are refused. */
export const MAX_CART_QUANTITY = 99;
/**
 * Distinct designs in one cart. The cart also lives in a cookie (`serializeCartLines`), which browsers
 * cap at about 4 kB; 40 lines of the longest id stay well under `MAX_CART_COOKIE_LENGTH`.
 */
export const MAX_CART_LINES = 40;

/** A plan option chosen for a cart line, at its price as shown when added (the server recomputes it at checkout). */
export interface CartOption {
  id: PlanOptionId;
  priceCents: Cents;
}

export interface CartItem {
  id: string;
  title: string;
  image: string;
  /** Price in cents of the chosen licence, as shown when added; the server recomputes every total at checkout. */
  price: Cents;
  /** The licence bought (decision 032); one licence per design in a cart. */
  licence: LicenceId;
  /** The number of builds for a single-build licence; always 1 for the others. */
  quantity: number;
  /** The plan options chosen (plan-options.ts), in their fixed order, each with its price; bought once per line. */
  options: readonly CartOption[];
}

export type CartProduct = Omit<CartItem, 'quantity'>;

/** What the server keeps of a cart: design ids, licences, quantities and options, never a price. */
export interface CartLine {
  designId: string;
  licence: LicenceId;
  quantity: number;
  options: readonly PlanOptionId[];
}

/** Design ids are slugs (`design-001`, `cedar-ridge-cabin-k3x9q2`); anything else cannot be a design. */
export const isCartDesignId = isDesignId;

/** 1..99 for a single-build licence (SPEC §5); any other licence is bought once. */
export function clampQuantity(quantity: number, licence: LicenceId = BASE_LICENCE): number {
  if (!isPerBuild(licence) || !Number.isFinite(quantity)) return MIN_CART_QUANTITY;
  return Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.trunc(quantity)));
}

const sameOptions = (a: readonly CartOption[], b: readonly CartOption[]) =>
  a.length === b.length && a.every((option, index) => option.id === b[index]?.id);

/**
 * Adds a design under a licence with its options (SPEC §4): the same design, licence and options again
 * raises the number of builds by 1 (a licence not bought per build stays at 1); the same design under
 * another licence or other options switches the line to them, back to 1; a new design is appended with 1
 * (a full cart takes no new design).
 */
export function addToCart(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const present = items.find((item) => item.id === product.id);
  if (present) {
    return items.map((item) => {
      if (item.id !== product.id) return item;
      if (item.licence !== product.licence || !sameOptions(item.options, product.options)) {
        return { ...product, quantity: MIN_CART_QUANTITY };
      }
      return { ...item, quantity: clampQuantity(item.quantity + 1, item.licence) };
    });
  }
  if (items.length >= MAX_CART_LINES) return [...items];
  return [...items, { ...product, quantity: MIN_CART_QUANTITY }];
}

export function updateCartQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, quantity: clampQuantity(quantity, item.licence) } : item));
}

export function removeFromCart(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** A line's price: the licence per build, and its options once. */
export function cartLineTotal(item: Pick<CartItem, 'price' | 'quantity' | 'options'>): Cents {
  // The order's own rule for a line's total: the licence per build, the options once.
  return lineTotalOf({ unitPriceCents: item.price, quantity: item.quantity, options: item.options });
}

/** A cart line as the order will price it, for `lineBreakdown`: its licence, builds and options by label. */
function cartBreakdownLine(item: CartItem): BreakdownLine<PricedOption & CartOption> {
  return {
    licence: item.licence,
    unitPriceCents: item.price,
    quantity: item.quantity,
    options: item.options.map((option) => ({ ...option, label: planOptionLabel(option.id) })),
    lineTotalCents: cartLineTotal(item),
  };
}

/** A cart line's price as rows adding up to its total, as the order will list it (line-breakdown.ts). */
export const cartLineBreakdown = (item: CartItem): BreakdownRow[] => lineBreakdown(cartBreakdownLine(item));

export function cartTotals(items: readonly CartItem[]): { totalItems: number; subtotal: Cents } {
  let totalItems = 0;
  let subtotal = 0;
  for (const item of items) {
    totalItems += item.quantity;
    subtotal += cartLineTotal(item);
  }
  return { totalItems, subtotal };
}

export function cartLinesOf(items: readonly CartItem[]): CartLine[] {
  return items.map((item) => ({
    designId: item.id,
    licence: item.licence,
    quantity: item.quantity,
    options: item.options.map((option) => option.id),
  }));
}

const isPrice = (value: unknown): value is Cents => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * A stored line's options, known ones in their fixed order, each with its price; null when one is
 * malformed. A cart saved before options had a price each holds their ids and their sum (`optionsPrice`):
 * the first carries the sum, so the line's total stays as shown, until the server answers with the cart
 * priced from the database (it does on the first load and after every change).
 */
function storedOptions(options: readonly unknown[], optionsPrice: Cents): CartOption[] | null {
  const prices = new Map<PlanOptionId, Cents>();
  let legacy = false;
  for (const option of options) {
    if (typeof option === 'string') {
      legacy = true;
      if (isPlanOptionId(option)) prices.set(option, 0);
      continue;
    }
    const { id, priceCents } = (option ?? {}) as Record<string, unknown>;
    if (!isPrice(priceCents)) return null;
    if (isPlanOptionId(id)) prices.set(id, priceCents);
  }
  const kept = sortPlanOptions([...prices.keys()]).map((id) => ({ id, priceCents: prices.get(id) ?? 0 }));
  const [first] = kept;
  if (legacy && first) first.priceCents = optionsPrice;
  return kept;
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
        const {
          id,
          title,
          image,
          price,
          quantity,
          licence = BASE_LICENCE,
          options = [],
          optionsPrice = 0,
        } = entry as Record<string, unknown>;
        // The same rules as the cookie copy, so the two can always hold the same cart. A cart saved
        // before licences existed has none: it bought the base licence.
        if (!isCartDesignId(id) || seen.has(id) || typeof title !== 'string' || typeof price !== 'number') return [];
        if (!isLicenceId(licence) || !Array.isArray(options) || typeof optionsPrice !== 'number') return [];
        const kept = storedOptions(options, optionsPrice);
        if (!kept) return [];
        seen.add(id);
        return [
          {
            id,
            title,
            image: typeof image === 'string' ? image : '',
            price,
            licence,
            quantity: clampQuantity(typeof quantity === 'number' ? quantity : MIN_CART_QUANTITY, licence),
            options: kept,
          },
        ];
      })
      .slice(0, MAX_CART_LINES);
  } catch {
    return [];
  }
}

/*
 * The cart cookie (docs/decisions/022-server-visible-cart.md): `v1|design-001:2|design-003:1:cad:br`.
 * A version, then one `id:quantity[:licence[:options]]` entry per design, in cart order; `v1` alone is an
 * empty cart. The licence (decision 032) is left out for the base licence when no option follows, so
 * carts written before licences existed read the same; the options (decision 043) are one letter each
 * (PLAN_OPTION_CODES), left out when none is chosen. Every character is a cookie-octet, so the value needs no encoding. A change of
 * meaning takes a new version, which this reader treats as an empty cart.
 */
export const CART_COOKIE_NAME = 'cart';
export const CART_COOKIE_VERSION = 'v1';
export const CART_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** Longer values are not read at all: the most the server ever writes (40 lines) is shorter. */
export const MAX_CART_COOKIE_LENGTH = 3400;
const QUANTITY = /^\d{1,4}$/;

export function serializeCartLines(lines: readonly CartLine[]): string {
  const entries = parseCartLinesFrom(lines).map((line) => {
    const options = line.options.map((id) => PLAN_OPTION_CODES[id]).join('');
    if (options) return `${line.designId}:${line.quantity}:${line.licence}:${options}`;
    return line.licence === BASE_LICENCE
      ? `${line.designId}:${line.quantity}`
      : `${line.designId}:${line.quantity}:${line.licence}`;
  });
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
 * cart; entries with a malformed id, a quantity that is not a whole number, an unknown licence or an
 * unknown option letter are dropped; a repeated id keeps its first entry; quantities are clamped to 1..99 (SPEC §5), or 1 for a
 * licence not bought per build; at most `MAX_CART_LINES`.
 * Whether the ids are real, published designs is for the caller to check against the database.
 */
export function parseCartCookie(raw: string | null | undefined): CartLine[] {
  return parseCartLinesFrom(
    versionedEntries(raw, CART_COOKIE_VERSION, MAX_CART_COOKIE_LENGTH).map((entry) => {
      const [designId, quantity, licence = BASE_LICENCE, codes = '', ...rest] = entry.split(':');
      const options = planOptionsFromCodes(codes);
      return {
        designId: designId ?? '',
        licence: (rest.length === 0 && options ? licence : '') as LicenceId,
        quantity: quantity !== undefined && QUANTITY.test(quantity) ? Number(quantity) : Number.NaN,
        options: options ?? [],
      };
    }),
  );
}

/**
 * Keeps well-formed, distinct lines with known licences and whole quantities, clamped, and their known
 * options in order, at most `MAX_CART_LINES`.
 */
function parseCartLinesFrom(lines: readonly CartLine[]): CartLine[] {
  const seen = new Set<string>();
  const kept: CartLine[] = [];
  for (const { designId, licence, quantity, options } of lines) {
    if (kept.length >= MAX_CART_LINES) break;
    if (!isCartDesignId(designId) || seen.has(designId) || !isLicenceId(licence) || !Number.isInteger(quantity)) {
      continue;
    }
    seen.add(designId);
    kept.push({ designId, licence, quantity: clampQuantity(quantity, licence), options: sortPlanOptions(options) });
  }
  return kept;
}
