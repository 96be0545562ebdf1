import type { Design } from '@atelier/domain/catalog';
import type { AppLoadContext } from 'react-router';
import { readFavouritesCookie } from '../../lib/favourites-cookie.server';
import type { ServerFavourites } from './server-favourites';

/** The published designs among these ids, in the order given; unknown, draft and archived ones are left out. */
export async function publishedDesigns(ids: readonly string[], context: AppLoadContext): Promise<Design[]> {
  if (ids.length === 0) return [];
  const designs = await context.services.catalog.designsByIds(ids);
  const byId = new Map(designs.map((design) => [design.id, design]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The visitor's favourites as the server knows them, for the header count and the heart buttons. */
export async function loadServerFavourites(request: Request, context: AppLoadContext): Promise<ServerFavourites> {
  const { ids, stored } = readFavouritesCookie(request);
  const designs = await publishedDesigns(ids, context);
  return { ids: designs.map((design) => design.id), stored };
}

/**
 * Where a heart form sends the visitor back to: a path on this site, never another one (`//evil`,
 * `/\evil`, `https://…` and anything that resolves elsewhere fall back to the favourites page).
 */
export function returnPath(value: unknown, request: Request, fallback = '/favourites'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  try {
    const origin = new URL(request.url).origin;
    const target = new URL(value, origin);
    const path = `${target.pathname}${target.search}`;
    // Dot segments can resolve `/.//evil` to the path `//evil`, which a browser reads as another host.
    return target.origin === origin && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}
