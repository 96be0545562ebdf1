import { isDesignId } from '@atelier/domain/cookie-list';
import { parseFavouritesCookie, setFavourite } from '@atelier/domain/favourites';
import type { AppLoadContext } from 'react-router';
import { readFavouritesCookie } from '../../lib/favourites-cookie.server';
import { readForm, UNREADABLE_FORM } from '../../lib/refusal.server';
import { publishedDesigns, returnPath } from './favourites-cookie.server';

export type FavouritesChange =
  | { ok: true; enhanced: true; ids: string[] }
  | { ok: true; enhanced: false; ids: string[]; returnTo: string }
  | { ok: false; status: number; error: string };

const refused = (error: string, status = 400): FavouritesChange => ({ ok: false, status, error });

/**
 * One heart form. Without scripts (`saved` = the state wanted, so a repeated post changes nothing) the
 * design is saved or removed in the request's cookie, and the caller stores the new list and sends the
 * visitor back. With scripts the browser has already changed and stored its list itself and sends all
 * of it (`intent=check`): the answer is that list with unknown and unpublished designs left out, and
 * no cookie is set, so a late answer can never overwrite a newer change (as for the cart, decision 022).
 */
export async function changeFavourites(request: Request, context: AppLoadContext): Promise<FavouritesChange> {
  const form = await readForm(request);
  if (!form) return refused(UNREADABLE_FORM);
  if (form.get('intent') === 'check') {
    const list = form.get('favourites');
    const designs = await publishedDesigns(parseFavouritesCookie(typeof list === 'string' ? list : null), context);
    return { ok: true, enhanced: true, ids: designs.map((design) => design.id) };
  }
  const designId = form.get('designId');
  if (!isDesignId(designId)) return refused('This design is not available.');
  const saved = form.get('saved') === 'true';
  const current = readFavouritesCookie(request).ids;
  const next = setFavourite(current, designId, saved);
  // Only published designs are kept, so the cookie never grows with ids that cannot be shown.
  const designs = await publishedDesigns(next, context);
  return {
    ok: true,
    enhanced: false,
    ids: designs.map((design) => design.id),
    returnTo: returnPath(form.get('returnTo'), request),
  };
}
