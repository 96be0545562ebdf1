import { parseStoredFavourites, setFavourite } from '@atelier/domain/favourites';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FAVOURITES_STORAGE_KEY, readStoredFavourites, saveFavourites } from './favourites-storage';
import type { ServerFavourites } from './server-favourites';
import { useFavouritesSync } from './use-favourites-sync';

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
  const [ids, setIds] = useState<string[]>(() => server?.ids ?? []);
  const current = useRef(ids);
  const sync = useFavouritesSync();
  const sendRef = useRef(sync.send);
  useEffect(() => {
    sendRef.current = sync.send;
  }, [sync.send]);

  const show = useCallback((next: string[]) => {
    current.current = next;
    setIds(next);
    saveFavourites(next);
  }, []);

  // Once, after hydration: decide which copy wins, and follow changes saved in other tabs.
  const applied = useRef(server);
  useEffect(() => {
    const initial = applied.current;
    if (initial?.stored) {
      saveFavourites(initial.ids);
    } else {
      const stored = readStoredFavourites();
      if (stored.length > 0) {
        show(stored);
        if (initial) sendRef.current(stored);
      }
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== FAVOURITES_STORAGE_KEY) return;
      const next = parseStoredFavourites(event.newValue);
      current.current = next;
      setIds(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [show]);

  // The layout read the cookie again (after a form post): its list wins unless a change is on its way.
  useEffect(() => {
    if (!server?.stored || server === applied.current || sync.pending) return;
    applied.current = server;
    show(server.ids);
  }, [server, sync.pending, show]);

  // The server's answer to our last change: the same list without designs it cannot show.
  const answered = useRef(sync.answer);
  useEffect(() => {
    const answer = sync.answer;
    if (!answer || answer === answered.current) return;
    answered.current = answer;
    if (answer.ok) show(answer.ids);
  }, [sync.answer, show]);

  const { send } = sync;
  const setSaved = useCallback(
    (id: string, saved: boolean) => {
      const next = setFavourite(current.current, id, saved);
      show(next);
      send(next);
    },
    [send, show],
  );
  const value = useMemo(() => ({ ids, isFavourite: (id: string) => ids.includes(id), setSaved }), [ids, setSaved]);
  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}

export function useFavourites(): FavouritesContextValue {
  const context = use(FavouritesContext);
  if (!context) throw new Error('useFavourites must be used within a FavouritesProvider');
  return context;
}
