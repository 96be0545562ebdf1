import { type CartItem, cartLinesOf, serializeCartLines } from '@atelier/domain/cart';
import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { CART_ACTION, type CartSyncResult } from './server-cart';

/**
 * Sends the whole cart to the cart action to be checked: it answers the cart priced from the database.
 * One keyed fetcher, so a newer change supersedes one still on its way; no page data is reloaded for
 * it (the answer carries the cart).
 */
export function useCartSync() {
  const fetcher = useFetcher<CartSyncResult>({ key: 'cart' });
  const { submit } = fetcher;
  const send = useCallback(
    (items: readonly CartItem[]) => {
      void submit(
        { intent: 'check', cart: serializeCartLines(cartLinesOf(items)) },
        { method: 'post', action: CART_ACTION, defaultShouldRevalidate: false },
      );
    },
    [submit],
  );
  return { send, pending: fetcher.state !== 'idle', answer: fetcher.state === 'idle' ? fetcher.data : undefined };
}
