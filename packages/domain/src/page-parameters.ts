import { MARKETPLACE_LIST_KEYS, MARKETPLACE_NUMBER_KEYS } from './catalog.ts';
import { DESIGN_PREVIEW_PARAM } from './design-images.ts';
import { LOT_KEYS } from './lot-fit.ts';

/**
 * Every query parameter a storefront page reads. A page shared through the page cache is rendered for,
 * and kept under, its path with only these (`?utm_source=…` or `?x=1` cannot make a new entry); a test
 * keeps this list and the storefront's reads in step.
 */
export const STOREFRONT_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // the marketplace
  'q',
  ...MARKETPLACE_LIST_KEYS,
  ...MARKETPLACE_NUMBER_KEYS,
  // the marketplace's lot fit, also read by a design page (its site plan)
  ...LOT_KEYS,
  'featured',
  'sort',
  'page',
  // a design page: the artwork's view, the picture shown, a draft's preview link
  'view',
  'picture',
  DESIGN_PREVIEW_PARAM,
  // a form's "sent" page (contact, modification request), the cart's "added", the compare list
  'sent',
  'added',
  'ids',
  // a design page's cost to build
  'region',
  'finish',
  // a legal text's earlier version (licence, privacy policy, terms)
  'version',
  // an order's page (never cached): its link token and the card payment's return; its upgrade's review
  'token',
  'session_id',
  'design',
  'licence',
  // the account pages (never cached): a sign-in's reason, a deletion done, an alert saved, an alert
  // e-mail's unsubscribe link
  'for',
  'deleted',
  'alerts',
  'account',
]);

/**
 * The path and the storefront's own query parameters of a request URL (`/about?x=1&sent=1` →
 * `/about?sent=1`), in their order; `?` alone and unknown parameters are dropped.
 */
export function sharedPageUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (STOREFRONT_QUERY_PARAMETERS.has(name)) kept.append(name, value);
  }
  const search = kept.toString();
  return `${url.slice(0, queryStart)}${search ? `?${search}` : ''}`;
}

/**
 * The query parameters that carry a secret: an order's, a sign-in link's or an unsubscribe link's
 * token, a card payment's session, a draft's preview token. A URL with one is rendered for its request
 * alone, never kept in or answered from the page cache, whatever its page says about caching
 * (decision 060): a page that forgot `private, no-store` must not hand the secret to the next visitor.
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['token', 'session_id', DESIGN_PREVIEW_PARAM]);

/** Whether a request URL carries one of the SECRET_QUERY_PARAMETERS, even empty. */
export function carriesSecret(url: string): boolean {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return false;
  for (const name of new URLSearchParams(url.slice(queryStart + 1)).keys()) {
    if (SECRET_QUERY_PARAMETERS.has(name)) return true;
  }
  return false;
}
