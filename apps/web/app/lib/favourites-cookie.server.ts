import { cookieValue } from '@atelier/domain/cookie-list';
import { FAVOURITES_COOKIE_NAME, favouritesCookie, parseFavouritesCookie } from '@atelier/domain/favourites';

// The favourites cookie as the server reads and writes it: the favourites feature, and signing in
// (which merges the device's list into the account, decision 044).

/** The ids the cookie names (well-formed only), and whether the browser has the cookie at all. */
export function readFavouritesCookie(request: Request): { ids: string[]; stored: boolean } {
  const raw = cookieValue(request.headers.get('cookie'), FAVOURITES_COOKIE_NAME);
  return { ids: parseFavouritesCookie(raw), stored: raw !== null };
}

/** The Set-Cookie value that stores these ids (docs/decisions/027-favourites-and-compare.md). */
export function favouritesCookieHeader(ids: readonly string[], request: Request): string {
  return favouritesCookie(ids, { secure: new URL(request.url).protocol === 'https:' });
}
