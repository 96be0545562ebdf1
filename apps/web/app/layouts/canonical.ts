import type { LoaderFunctionArgs } from 'react-router';

/**
 * The site's configured public origin (PUBLIC_URL), never the Host header.
 * Layout loaders return it so page meta can give search engines absolute canonical URLs.
 */
export function siteOrigin({ context }: Pick<LoaderFunctionArgs, 'context'>): string {
  return context.requestContext.publicOrigin;
}

type MetaMatch = { data?: unknown } | undefined;

/** An absolute URL for `path`, using the origin a layout loader put in the route matches. */
export function canonicalUrl(matches: readonly MetaMatch[], path: string): string {
  for (const match of matches) {
    const origin = (match?.data as { origin?: unknown } | null | undefined)?.origin;
    if (typeof origin === 'string') return `${origin}${path}`;
  }
  return path;
}
