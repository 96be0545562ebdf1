import { isDesignId, listCookie, versionedEntries, versionedValue } from './cookie-list.ts';

/*
 * Favourites (docs/decisions/027-favourites-and-compare.md): design ids a visitor saved, kept in local
 * storage and in a cookie the server renders from: `favourites=v1|design-001|design-007`, in the order
 * saved; `v1` alone is none. Ids only: titles, prices and whether a design is still published always
 * come from the database.
 */
export const FAVOURITES_COOKIE_NAME = 'favourites';
export const FAVOURITES_COOKIE_VERSION = 'v1';
export const FAVOURITES_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Saved designs per visitor; a new design is not added to a full list. */
export const MAX_FAVOURITES = 100;
/**
 * Longer values are not read, and what is written never exceeds it (ids are left off the end first):
 * browsers keep about 4 kB per cookie, name included, and 100 of the longest ids would not fit.
 */
export const MAX_FAVOURITES_COOKIE_LENGTH = 3800;
/** Designs side by side on /compare. */
export const MAX_COMPARED = 4;

/**
 * Keeps well-formed, distinct ids in order, at most `MAX_FAVOURITES`, and no more than fit the cookie.
 * Every reader and writer goes through it, so what is written always reads back the same.
 */
export function normaliseFavourites(ids: readonly unknown[]): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  let length = FAVOURITES_COOKIE_VERSION.length;
  for (const id of ids) {
    if (kept.length >= MAX_FAVOURITES) break;
    if (!isDesignId(id) || seen.has(id)) continue;
    if (length + 1 + id.length > MAX_FAVOURITES_COOKIE_LENGTH) break;
    seen.add(id);
    kept.push(id);
    length += 1 + id.length;
  }
  return kept;
}

export function serializeFavourites(ids: readonly string[]): string {
  return versionedValue(FAVOURITES_COOKIE_VERSION, normaliseFavourites(ids));
}

/** Reads a favourites cookie value, trusting nothing: malformed ids and repeats are dropped; never throws. */
export function parseFavouritesCookie(raw: string | null | undefined): string[] {
  return normaliseFavourites(versionedEntries(raw, FAVOURITES_COOKIE_VERSION, MAX_FAVOURITES_COOKIE_LENGTH));
}

/** The whole cookie, for Set-Cookie or `document.cookie`. None saved is written `v1`, never deleted. */
export function favouritesCookie(ids: readonly string[], { secure }: { secure: boolean }): string {
  return listCookie(FAVOURITES_COOKIE_NAME, serializeFavourites(ids), {
    maxAgeSeconds: FAVOURITES_COOKIE_MAX_AGE_SECONDS,
    secure,
  });
}

/** Local storage's copy: a JSON list of ids. Anything malformed reads as what can be kept of it. */
export function parseStoredFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? normaliseFavourites(parsed) : [];
  } catch {
    return [];
  }
}

/** Saves (appends, unless present or the list is full) or removes one design. */
export function setFavourite(ids: readonly string[], designId: string, saved: boolean): string[] {
  if (!saved) return ids.filter((id) => id !== designId);
  if (ids.includes(designId)) return [...ids];
  return normaliseFavourites([...ids, designId]).length > ids.length ? [...ids, designId] : [...ids];
}

/**
 * The designs asked for on /compare: `?ids=a,b` (a link) or `?ids=a&ids=b` (the favourites page's
 * checkboxes), well-formed and distinct, in order. Whether they exist is for the caller to check.
 */
export function parseCompareIds(values: readonly string[]): string[] {
  return normaliseFavourites(values.flatMap((value) => value.split(',')));
}

/** A link to /compare for these designs (ids are URL-safe: nothing to encode). */
export function compareHref(ids: readonly string[]): string {
  return ids.length === 0 ? '/compare' : `/compare?ids=${ids.join(',')}`;
}
