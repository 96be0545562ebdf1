import { favouritesCookie, parseStoredFavourites, serializeFavourites } from '@atelier/domain/favourites';
import { browserCopies, type StoredList } from '../../lib/stored-list';
import { FAVOURITES_ACTION, type FavouritesSyncResult, type ServerFavourites } from './server-favourites';

/** The browser's copy of the favourites: a JSON list of design ids under this key. */
export const FAVOURITES_STORAGE_KEY = 'favourites';

/**
 * The favourites as the browser keeps them (local storage and the cookie, as the cart does), sent whole
 * to the favourites action, which answers the list without designs it cannot show.
 */
export const favouritesList: StoredList<string, ServerFavourites, FavouritesSyncResult> = {
  copies: browserCopies({ key: FAVOURITES_STORAGE_KEY, parse: parseStoredFavourites, cookie: favouritesCookie }),
  fromServer: (server) => server.ids,
  check: { fetcherKey: 'favourites', action: FAVOURITES_ACTION, field: 'favourites', serialize: serializeFavourites },
  fromAnswer: (answer) => (answer.ok ? answer.ids : null),
};
