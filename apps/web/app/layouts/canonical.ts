import type { LoaderFunctionArgs } from 'react-router';

/**
 * The site's public origin: PUBLIC_URL when configured, else the origin the request came in on.
 * Layout loaders return it so page meta can give search engines absolute canonical URLs.
 */
export function siteOrigin({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>): string {
  const configured = context.services.env.PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
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
