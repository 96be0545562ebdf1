import { compareHref, MAX_COMPARED, normaliseFavourites, parseCompareIds } from '@atelier/domain/favourites';
import { designLicenceOptions } from '@atelier/domain/licences';
import { Link } from 'react-router';
import { DesignPurchase } from '../features/cart/design-purchase';
import { CompareTable } from '../features/favourites/compare-table';
import { publishedDesigns } from '../features/favourites/favourites-cookie.server';
import { canonicalUrl } from '../layouts/canonical';
import { readFavouritesCookie } from '../lib/favourites-cookie.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Compare designs',
    description: 'Designs side by side: price, area, rooms, footprint, style, climate and licence prices.',
    path: canonicalUrl(matches, '/compare'),
  }),
  // A view of one visitor's choice of designs: nothing for a search engine.
  { name: 'robots', content: 'noindex' },
];

export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * `?ids=a,b` (or `?ids=a&ids=b`): the published designs among them, in order, at most four (more are
 * left out with a notice; unknown ids are ignored), each with the licences it offers, priced as on its
 * design page. Favourites not yet compared are offered to add.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = parseCompareIds(new URL(request.url).searchParams.getAll('ids'));
  const favourites = readFavouritesCookie(request).ids;
  // One query for both lists.
  const found = await publishedDesigns(normaliseFavourites([...asked, ...favourites]), context);
  const byId = new Map(found.map((design) => [design.id, design]));
  const known = asked.flatMap((id) => byId.get(id) ?? []);
  const designs = known.slice(0, MAX_COMPARED);
  const priced = await context.services.catalog.licenceOptions(designs);
  // The base licence at the design's price, then the extras staff offer (decision 032), as the design page.
  const licences = Object.fromEntries(
    designs.map((design) => [design.id, priced.get(design.id) ?? designLicenceOptions(design, [])]),
  );
  const compared = new Set(designs.map((design) => design.id));
  const addable =
    designs.length < MAX_COMPARED
      ? favourites.flatMap((id) => {
          const design = byId.get(id);
          return design && !compared.has(id) ? [{ id, title: design.title }] : [];
        })
      : [];
  return { designs, licences, leftOut: known.length - designs.length, addable };
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { designs, licences, leftOut, addable } = loaderData;
  const ids = designs.map((design) => design.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Compare designs</h1>
      {leftOut > 0 && (
        <p className="mt-6 rounded-md border border-accent bg-accent/10 px-4 py-3 text-sm">
          Up to {MAX_COMPARED} designs can be compared at once: showing the first {MAX_COMPARED}, {leftOut}{' '}
          {leftOut === 1 ? 'design was' : 'designs were'} left out.
        </p>
      )}
      {designs.length === 0 ? (
        <div className="mt-8 rounded-lg border border-border px-6 py-12 text-center">
          <p className="text-lg font-semibold">No designs to compare</p>
          <p className="mt-2 text-muted-fg">Choose up to {MAX_COMPARED} designs from your favourites.</p>
          <Link to="/favourites" className="mt-6 inline-block font-medium text-primary hover:underline">
            Your favourites
          </Link>
        </div>
      ) : (
        <CompareTable
          designs={designs}
          licences={licences}
          // The design page's add-to-cart form: with scripts through the cart context, without them a
          // post to the cart page.
          purchase={(design) => (
            <DesignPurchase design={design} licences={licences[design.id] ?? []} disabled={false} compact />
          )}
        />
      )}
      {addable.length > 0 && (
        <section aria-labelledby="add-heading" className="mt-10">
          <h2 id="add-heading" className="text-lg font-semibold">
            Add from your favourites
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {addable.map((design) => (
              <li key={design.id}>
                <Link
                  to={compareHref([...ids, design.id])}
                  className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-primary"
                >
                  Add {design.title} to compare
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
