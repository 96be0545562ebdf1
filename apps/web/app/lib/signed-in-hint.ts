import { type AccountContact, BUYER_SIGNED_IN_HINT_COOKIE } from '@atelier/domain/account';
import { cookieValue } from '@atelier/domain/cookie-list';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the browser holds the signed-in hint (decision 030: pages are drawn signed out and shared, so this
 * is read only after hydration, and again after every move, a sign-in or a sign-out having changed it).
 */
export function useSignedInHint(): boolean {
  const { key } = useLocation();
  const [signedIn, setSignedIn] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every move (the location's key)
  useEffect(() => {
    setSignedIn(cookieValue(document.cookie, BUYER_SIGNED_IN_HINT_COOKIE) === '1');
  }, [key]);
  return signedIn;
}

/** What /account/contact answers the forms of a shared page: the signed-in buyer's name and address. */
export interface ContactPrefill {
  contact: Pick<AccountContact, 'name' | 'email'> | null;
}
