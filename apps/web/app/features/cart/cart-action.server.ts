import {
  addToCart,
  type CartItem,
  isCartDesignId,
  parseCartCookie,
  removeFromCart,
  updateCartQuantity,
} from '@atelier/domain/cart';
import { BASE_LICENCE, isLicenceId } from '@atelier/domain/licences';
import { choosePlanOptions, type PlanOptionId } from '@atelier/domain/plan-options';
import type { AppLoadContext } from 'react-router';
import { readForm, UNREADABLE_FORM } from '../../lib/refusal.server';
import { planOptionOffers, priceCartLines, readCartCookie, resolveCart } from './cart-cookie.server';

/**
 * What the cart forms ask for. `add`, `update`, `remove` and `clear` are the forms a page renders (they
 * work without scripts, and the new cart goes into the cookie). `check` is what the browser's script
 * sends after it made a change itself: the whole cart, to be answered priced from the database, with
 * unknown and unpublished designs, and licences a design no longer offers, left out.
 */
export const CART_INTENTS = ['add', 'update', 'remove', 'clear', 'check'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export type CartChange =
  | { ok: true; intent: CartIntent; items: CartItem[]; added: string | null }
  | { ok: false; status: number; error: string };

const refused = (error: string, status = 400): CartChange => ({ ok: false, status, error });

function isIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && (CART_INTENTS as readonly string[]).includes(value);
}

/**
 * The plan options an `add` asks for (the `foundation` radio, an `option` per add-on), checked against
 * what the design offers (decision 043): two foundations or an option it does not offer are refused,
 * never quietly dropped (the buyer chose them). The design's own foundation adds nothing.
 */
async function chosenPlanOptions(
  form: FormData,
  designId: string,
  context: AppLoadContext,
): Promise<{ ok: true; ids: PlanOptionId[] } | { ok: false; message: string }> {
  const requested = [...form.getAll('foundation'), ...form.getAll('option')].filter(
    (value) => typeof value === 'string',
  );
  if (requested.length === 0) return { ok: true, ids: [] };
  const offer = (await planOptionOffers([designId], context)).get(designId);
  // An unknown design is not added at all (see below): there is nothing to choose for it.
  if (!offer) return { ok: true, ids: [] };
  const choice = choosePlanOptions(offer, requested);
  return choice.ok ? { ok: true, ids: choice.options.map((option) => option.id) } : choice;
}

/**
 * Applies one cart form to the cart in the request's cookie, with the same rules as the browser
 * (SPEC §4), and answers the new cart priced from the database. Nothing here throws on bad input.
 */
export async function changeCart(request: Request, context: AppLoadContext): Promise<CartChange> {
  const form = await readForm(request);
  if (!form) return refused(UNREADABLE_FORM);
  const intent = form.get('intent');
  if (!isIntent(intent)) return refused('This cart action is not known.');
  if (intent === 'check') {
    const cart = form.get('cart');
    const items = await resolveCart(parseCartCookie(typeof cart === 'string' ? cart : null), context);
    return { ok: true, intent, items, added: null };
  }

  const current = readCartCookie(request).lines;
  if (intent === 'clear') return { ok: true, intent, items: [], added: null };
  const designId = form.get('designId');
  if (!isCartDesignId(designId)) return refused('This design is not available.');
  if (intent === 'add') {
    // A form from before licences existed sends none: it offered the base licence. A licence that is
    // not one of ours is refused, never read as the base one (the buyer chose something else).
    const licence = form.get('licence') ?? BASE_LICENCE;
    if (!isLicenceId(licence)) return refused('This licence is not available.');
    const choice = await chosenPlanOptions(form, designId, context);
    if (!choice.ok) return refused(choice.message);
    // One pricing of the cart and of the design under the licence and options asked for (the last line).
    // A design not for sale, or a licence it does not offer, is not added, as the cart would drop it anyway.
    const priced = await priceCartLines([...current, { designId, licence, quantity: 1, options: choice.ids }], context);
    const product = priced.pop();
    const items = priced.filter((item) => item !== null);
    if (!product) return { ok: true, intent, items, added: null };
    return { ok: true, intent, items: addToCart(items, product), added: designId };
  }
  const items = await resolveCart(current, context);
  if (intent === 'remove') return { ok: true, intent, items: removeFromCart(items, designId), added: null };
  const quantity = Number(form.get('quantity'));
  return { ok: true, intent, items: updateCartQuantity(items, designId, quantity), added: null };
}
