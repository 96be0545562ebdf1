/** The favourites a page was rendered with: ids from the favourites cookie, published designs only. */
export interface ServerFavourites {
  ids: string[];
  /** False when the browser sent no favourites cookie (a first visit, or saved before the cookie). */
  stored: boolean;
}

/** Where the heart forms post; the favourites page's action (routes/favourites.tsx). */
export const FAVOURITES_ACTION = '/favourites';

/** What the favourites action answers a script's `check` (the whole list, as the browser holds it). */
export type FavouritesSyncResult = { ok: true; ids: string[] } | { ok: false; error: string };
