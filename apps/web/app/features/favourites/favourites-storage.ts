import { favouritesCookie, parseStoredFavourites } from '@atelier/domain/favourites';

/** The browser's copy of the favourites: a JSON list of design ids under this key. */
export const FAVOURITES_STORAGE_KEY = 'favourites';

export function readStoredFavourites(): string[] {
  try {
    return parseStoredFavourites(localStorage.getItem(FAVOURITES_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Saves both copies at once, local storage and the cookie the server renders from (as the cart does). */
export function saveFavourites(ids: readonly string[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie holds design ids only; see decision 027.
  document.cookie = favouritesCookie(ids, { secure: location.protocol === 'https:' });
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or unavailable: the cookie copy still holds the list.
  }
}
