import { serializeFavourites } from '@atelier/domain/favourites';
import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { FAVOURITES_ACTION, type FavouritesSyncResult } from './server-favourites';

/**
 * Sends the whole list to the favourites action to be checked against the catalogue. One keyed
 * fetcher, so a newer change supersedes one still on its way; no page data is reloaded for it.
 */
export function useFavouritesSync() {
  const fetcher = useFetcher<FavouritesSyncResult>({ key: 'favourites' });
  const { submit } = fetcher;
  const send = useCallback(
    (ids: readonly string[]) => {
      void submit(
        { intent: 'check', favourites: serializeFavourites(ids) },
        { method: 'post', action: FAVOURITES_ACTION, defaultShouldRevalidate: false },
      );
    },
    [submit],
  );
  return { send, pending: fetcher.state !== 'idle', answer: fetcher.state === 'idle' ? fetcher.data : undefined };
}
