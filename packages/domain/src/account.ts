import type { BuyerOrder } from './orders.ts';
import { minutesToWait } from './wait-time.ts';

// Buyer accounts (decision 044): signing in by an e-mailed link or code, and the plan library.

/** The buyer's session cookie. `__Host-` needs Secure, so plain-http development uses the second name. */
export const BUYER_SESSION_COOKIE = '__Host-buyer_session';
export const BUYER_SESSION_COOKIE_PLAIN = 'buyer_session';
/**
 * A hint beside the session, readable by the page's scripts and holding no secret (`1`): the header shows
 * the account menu instead of "Sign in" when it is there. Pages are drawn signed out (the page cache shares
 * them, decision 030); the hint only changes what the browser shows after hydration.
 */
export const BUYER_SIGNED_IN_HINT_COOKIE = 'signed_in';

/** A sign-in e-mail's link and code work once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15;
/** Wrong codes typed for one address before its open codes stop working. */
export const SIGN_IN_CODE_ATTEMPTS = 5;
/** Passkeys one account may have. */
export const PASSKEY_LIMIT = 10;
/** Saved searches ("Alert me") one account may keep. */
export const SAVED_SEARCH_LIMIT = 20;
/** Orders per page of the library. */
export const LIBRARY_PAGE_SIZE = 10;

/** The same answer for every address: whether one has orders (or an account) is nobody's business. */
export const SIGN_IN_ANSWER = 'Check your inbox: we have sent a sign-in link and a 6-digit code to that address.';

/** Sign-in e-mails one address receives an hour; asking more often sends nothing (the answer stays the same). */
export const SIGN_IN_EMAILS_PER_HOUR = 3;

/** Said beside the answer, so a buyer whose later e-mails were held back knows why, whatever the address. */
export const SIGN_IN_LIMIT_NOTE = `If you asked several times, wait a few minutes: we send at most ${SIGN_IN_EMAILS_PER_HOUR} sign-in e-mails an hour.`;

export const SIGN_IN_LINK_REFUSED = 'This sign-in link has expired or was already used. Ask for a new one below.';

export const SIGN_IN_CODE_REFUSED =
  'That code is not right, or it has expired. Check the newest email from us, or ask for a new code.';

export const PASSKEY_REFUSED = 'That passkey could not be used. Try again, or sign in with an email link.';

export function signInLimitMessage(retryAfterSeconds: number): string {
  return `You have asked to sign in several times in a short time. Please try again in ${minutesToWait(retryAfterSeconds)}.`;
}

/** A paid plan line's licence certificate, and the build site it names (decision 044). */
export interface LibraryCertificate {
  designId: string;
  title: string;
  buildSite: string | null;
  /** The certificate's PDF. */
  url: string;
}

/** One order as the library lists it: what was bought, its state, fresh download links and its invoices. */
export type LibraryOrder = Pick<
  BuyerOrder,
  'number' | 'status' | 'createdAt' | 'paidAt' | 'lines' | 'totals' | 'downloads' | 'invoices'
> & { certificates: LibraryCertificate[] };

export interface AccountLibrary {
  email: string;
  orders: LibraryOrder[];
  page: number;
  pageCount: number;
  total: number;
}

/** What checkout fills in for a signed-in buyer: the details of their latest order, if any. */
export interface AccountContact {
  email: string;
  name: string | null;
  phone: string | null;
  company: string | null;
  country: string | null;
  address: string | null;
}

/** A passkey as the account page lists it. */
export interface AccountPasskey {
  /** The credential id (base64url). */
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A saved search as the account page lists it. */
export interface AccountSavedSearch {
  id: string;
  /** The marketplace's query string, `?…` or '' for every design. */
  search: string;
  label: string;
  createdAt: string;
  lastSentAt: string | null;
}
