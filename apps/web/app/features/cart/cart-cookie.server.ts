import { CART_COOKIE_NAME, type CartItem, type CartLine, cartCookie, parseCartCookie } from '@atelier/domain/cart';
import { cookieValue } from '@atelier/domain/cookie-list';
import { BASE_LICENCE, designLicenceOptions, type LicenceOption } from '@atelier/domain/licences';
import { type DesignPlanOptions, keepOfferedOptions } from '@atelier/domain/plan-options';
import type { AppLoadContext } from 'react-router';
import type { ServerCart } from './server-cart';

/** The cart lines the cookie names (well-formed only), and whether the browser has the cookie at all. */
export function readCartCookie(request: Request): { lines: CartLine[]; stored: boolean } {
  const raw = cookieValue(request.headers.get('cookie'), CART_COOKIE_NAME);
  return { lines: parseCartCookie(raw), stored: raw !== null };
}

/**
 * Each line as a cart item, in the order given, with title, picture and the price of its licence and
 * options from the database; `null` where the design is unknown, a draft or archived, or no longer offers
 * the licence (decision 032): it cannot be sold, whatever the cookie says. An option the design no longer
 * offers is dropped from its line (decision 043), which stays. One query reads the designs; the licences
 * of all lines take one more, and only when a line holds another licence than the base one (which is
 * priced at the design's own price); their options one more, only when a line holds any.
 */
export async function priceCartLines(
  lines: readonly CartLine[],
  context: AppLoadContext,
): Promise<(CartItem | null)[]> {
  if (lines.length === 0) return [];
  const { catalog } = context.services;
  const ids = [...new Set(lines.map((line) => line.designId))];
  const [designs, planOffers] = await Promise.all([
    catalog.designsByIds(ids),
    lines.some((line) => line.options.length > 0)
      ? planOptionOffers(ids, context)
      : new Map<string, DesignPlanOptions>(),
  ]);
  const offered: Map<string, LicenceOption[]> = lines.some((line) => line.licence !== BASE_LICENCE)
    ? await catalog.licenceOptions(designs)
    : new Map(designs.map((design) => [design.id, designLicenceOptions(design, [])]));
  const byId = new Map(designs.map((design) => [design.id, design]));
  return lines.map((line) => {
    const design = byId.get(line.designId);
    const option = offered.get(line.designId)?.find((licence) => licence.id === line.licence);
    if (!design || !option) return null;
    const { id, title, image } = design;
    const options = keepOfferedOptions(planOffers.get(id), line.options);
    return {
      id,
      title,
      image,
      price: option.priceCents,
      licence: option.id,
      quantity: line.quantity,
      options: options.map((planOption) => ({ id: planOption.id, priceCents: planOption.priceCents })),
    };
  });
}

/** What each design offers of the plan options, at the studio's terms (decision 043). */
export async function planOptionOffers(
  designIds: readonly string[],
  context: AppLoadContext,
): Promise<Map<string, DesignPlanOptions>> {
  const studio = await context.services.settings.planOptions.current();
  return context.services.designPlanOptions.forDesigns(designIds, studio);
}

/** The lines that can be sold, as cart items priced from the database (see `priceCartLines`). */
export async function resolveCart(lines: readonly CartLine[], context: AppLoadContext): Promise<CartItem[]> {
  return (await priceCartLines(lines, context)).filter((item) => item !== null);
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
