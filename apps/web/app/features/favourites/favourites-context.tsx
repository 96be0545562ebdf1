import { setFavourite } from '@atelier/domain/favourites';
import { createContext, type ReactNode, use, useCallback, useMemo } from 'react';
import { useStoredList } from '../../lib/stored-list';
import { favouritesList } from './favourites-storage';
import type { ServerFavourites } from './server-favourites';

interface FavouritesContextValue {
  ids: readonly string[];
  isFavourite(id: string): boolean;
  setSaved(id: string, saved: boolean): void;
}

const FavouritesContext = createContext<FavouritesContextValue | null>(null);

/**
 * The visitor's favourites, rendered by the server from the favourites cookie and hydrated with the
 * same ids. The same rules as the cart (decision 022): the cookie is the server's truth and rewrites
 * local storage after hydration; a page that came without the cookie adopts local storage's list.
 * A change is shown at once, saved to both copies, and the whole list is sent to be checked.
 */
export function FavouritesProvider({
  server,
  children,
}: {
  server?: ServerFavourites | undefined;
  children: ReactNode;
}) {
  const { list: ids, change } = useStoredList(favouritesList, server);
  const setSaved = useCallback(
    (id: string, saved: boolean) => change((current) => setFavourite(current, id, saved)),
    [change],
  );
  const value = useMemo(() => ({ ids, isFavourite: (id: string) => ids.includes(id), setSaved }), [ids, setSaved]);
  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}

export function useFavourites(): FavouritesContextValue {
  const context = use(FavouritesContext);
  if (!context) throw new Error('useFavourites must be used within a FavouritesProvider');
  return context;
}
