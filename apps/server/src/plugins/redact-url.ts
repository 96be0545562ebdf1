import { normalisePath } from './normalise-path.ts';

/** Query parameters that carry a bearer secret: an order's link, a payment session, a draft's preview. */
export const SECRET_QUERY_PARAMS = new Set(['token', 'session_id', 'preview']);
/** Route parameters that carry one (every route using them is redacted; a test checks each route). */
export const SECRET_ROUTE_PARAMS = new Set(['token', 'visitorId']);
const SECRET_PATHS = [
  /^(\/download\/)[^/?#]+/i,
  /^(\/api\/chat\/)(?!messages(?:[/?#]|$))[^/?#]+/i,
  // staff set-password links: the API and the admin page the e-mail opens
  /^(\/api\/admin\/auth\/invite\/)[^/?#]+/i,
  /^(\/invite\/)[^/?#]+/i,
];
const REDACTED = '[redacted]';

/**
 * A URL fit for the log: order tokens, payment session ids, download tokens, chat visitor ids, staff
 * set-password links and draft preview links are bearer secrets (whoever holds one gets the order, the
 * files, the conversation, the account or the draft), so they never reach it.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  // The decoded path, as the router matched it, so no spelling of a secret path escapes the patterns.
  let path = normalisePath(queryAt === -1 ? url : url.slice(0, queryAt));
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_QUERY_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
