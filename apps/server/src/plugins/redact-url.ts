import { normalisePath } from './normalise-path.ts';

const SECRET_QUERY_PARAMS = new Set(['token', 'session_id']);
const SECRET_PATHS = [/^(\/download\/)[^/?#]+/i, /^(\/api\/chat\/)(?!messages(?:[/?#]|$))[^/?#]+/i];
const REDACTED = '[redacted]';

/**
 * A URL fit for the log: order tokens, payment session ids, download tokens and chat visitor ids are
 * bearer secrets (whoever holds one gets the order, the files or the conversation), so they never
 * reach it.
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
