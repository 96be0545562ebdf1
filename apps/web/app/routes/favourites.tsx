import { MAX_COMPARED } from '@atelier/domain/favourites';
import { data, Link, redirect } from 'react-router';
import { FormAlert } from '../components/form-field';
import { buyerSession } from '../features/account/account-session.server';
import { DesignCardWithFavourite } from '../features/favourites/design-card-with-favourite';
import { changeFavourites } from '../features/favourites/favourites-action.server';
import { useFavourites } from '../features/favourites/favourites-context';
import { publishedDesigns } from '../features/favourites/favourites-cookie.server';
import type { FavouritesSyncResult } from '../features/favourites/server-favourites';
import { canonicalUrl } from '../layouts/canonical';
import { favouritesCookieHeader, readFavouritesCookie } from '../lib/favourites-cookie.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/favourites';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Favourites',
    description: 'The designs you saved, to compare side by side.',
    path: canonicalUrl(matches, '/favourites'),
  }),
  // This visitor's own list: nothing for a search engine.
  { name: 'robots', content: 'noindex' },
];

// The page shows this visitor's favourites (from the favourites cookie).
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/** The saved designs that are still published, in the order saved. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { designs: await publishedDesigns(readFavouritesCookie(request).ids, context) };
}

/**
 * Every heart. Without scripts the new list goes into the cookie and the visitor goes back to the page
 * the heart was on (post/redirect/get; a path on this site only). With scripts the favourites context
 * sends its whole list (`check`) and gets it back without unknown designs; no cookie is set.
 * Cross-site posts are refused by React Router (Origin check) and SameSite=Lax, as for the cart.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const change = await changeFavourites(request, context);
  if (!change.ok) return data<FavouritesSyncResult>({ ok: false, error: change.error }, { status: change.status });
  // A signed-in buyer's list follows them to their other devices.
  const session = await buyerSession(request, context);
  if (session) await context.services.accounts.saveFavourites(session, change.ids);
  if (change.enhanced) return data<FavouritesSyncResult>({ ok: true, ids: change.ids });
  const headers = { 'Set-Cookie': favouritesCookieHeader(change.ids, request) };
  return redirect(change.returnTo, { status: 303, headers });
}

/** A lost connection keeps the browser's list (the next change sends it all again) instead of the error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<FavouritesSyncResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, error: 'Your favourites could not be checked by the server. They are kept in this browser.' };
  }
}

const COMPARE_FORM = 'compare-form';

export default function FavouritesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ids } = useFavourites();
  // A design removed here (with scripts) leaves the list at once.
  const designs = loaderData.designs.filter((design) => ids.includes(design.id));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Favourites</h1>
      {actionData && !actionData.ok && <FormAlert message={actionData.error} className="mt-6" />}
      {designs.length === 0 ? (
        <div className="mt-8 rounded-lg border border-border px-6 py-12 text-center">
          <p className="text-lg font-semibold">No favourites yet</p>
          <p className="mt-2 text-muted-fg">Save designs with the heart on their cards to compare them here.</p>
          <Link to="/marketplace" className="mt-6 inline-block font-medium text-primary hover:underline">
            Browse designs
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted-fg">
            {designs.length === 1 ? '1 saved design.' : `${designs.length} saved designs.`} Tick up to {MAX_COMPARED} to
            compare them side by side.
          </p>
          {/* The checkboxes sit under the cards (each card holds its own heart form) and belong to this form. */}
          <form id={COMPARE_FORM} method="get" action="/compare" className="mt-6">
            <button
              type="submit"
              className="rounded-md bg-primary px-5 py-2.5 font-semibold text-primary-fg hover:opacity-90"
            >
              Compare selected
            </button>
          </form>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {designs.map((design, index) => (
              <li key={design.id} className="flex flex-col gap-3">
                <DesignCardWithFavourite design={design} headingLevel={2} />
                <label className="inline-flex items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name="ids"
                    value={design.id}
                    form={COMPARE_FORM}
                    defaultChecked={index < MAX_COMPARED}
                    className="size-4 accent-primary"
                  />
                  Compare <span className="sr-only">{design.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
