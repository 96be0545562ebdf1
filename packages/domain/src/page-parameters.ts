import { MARKETPLACE_LIST_KEYS, MARKETPLACE_NUMBER_KEYS } from './catalog.ts';
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
  'preview',
  // a form's "sent" page (contact, modification request), the cart's "added", the compare list
  'sent',
  'added',
  'ids',
  // a design page's cost to build
  'region',
  'finish',
  // a legal text's earlier version (licence, privacy policy, terms)
  'version',
  // an order's page (never cached): its link token and the card payment's return
  'token',
  'session_id',
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
