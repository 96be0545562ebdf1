import { type Design, designImageUrl, ENVIRONMENTAL_CONDITIONS } from '@atelier/domain/catalog';
import { formatMoney } from '@atelier/domain/money';
import { data, Link, type ShouldRevalidateFunctionArgs, useRouteLoaderData, useSearchParams } from 'react-router';
import { DesignCard } from '../components/design-card';
import { useCart } from '../features/cart/cart-context';
import { DesignGallery, isDesignView } from '../features/marketplace/design-gallery';
import { designJsonLd } from '../features/marketplace/design-json-ld';
import { PlanSetContents } from '../features/marketplace/plan-set-contents';
import { RequestModification } from '../features/modification/request-modification';
import { pageMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/design';

export async function loader({ params, context }: Route.LoaderArgs) {
  const design = await context.services.catalog.getDesign(params.id);
  if (!design) throw data(null, { status: 404 });
  const related = await context.services.catalog.relatedDesigns(design, 3);
  return { design, related, origin: context.requestContext.publicOrigin };
}

// Switching gallery views only changes ?view; the design itself is already loaded.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.design.title,
        description: `${loaderData.design.description} ${formatMoney(loaderData.design.price)} plan set.`,
        path: `${loaderData.origin}/design/${loaderData.design.id}`,
        image: new URL(
          designImageUrl(loaderData.design.image, { width: 1280, format: 'png' }),
          loaderData.origin,
        ).toString(),
      })
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' });

const conditionLabel = (id: string) => ENVIRONMENTAL_CONDITIONS.find((option) => option.id === id)?.label ?? id;
const listedOn = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function Specifications({ design }: { design: Design }) {
  const rows: [string, string][] = [
    ['Plan number', design.id.toUpperCase()],
    ['Category', design.categoryLabel],
    ['Building type', design.buildingTypeLabel],
    ['Location', design.locationLabel],
    [
      'Floor area',
      `${design.area.toLocaleString('en-US')} sq ft (${Math.round(design.area * 0.092903).toLocaleString('en-US')} m²)`,
    ],
    ['Stories', String(design.stories)],
    ['Bedrooms', design.bedrooms === null ? 'Not applicable' : String(design.bedrooms)],
    ['Bathrooms', design.bathrooms === null ? 'Not applicable' : String(design.bathrooms)],
    ['Listed', listedOn(design.createdAt)],
    ['Popularity', `${design.popularity} / 100`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-muted-fg">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AddToCart({ design }: { design: Design }) {
  const { addItem, setDrawerOpen } = useCart();
  return (
    <button
      type="button"
      onClick={() => {
        addItem({ id: design.id, title: design.title, image: design.image, price: design.price });
        setDrawerOpen(true);
      }}
      className="w-full rounded-md bg-primary px-6 py-3 text-lg font-semibold text-primary-fg hover:opacity-90 sm:w-auto"
    >
      Add to cart
    </button>
  );
}

export default function DesignDetails({ loaderData }: Route.ComponentProps) {
  const { design, related, origin } = loaderData;
  const [searchParams] = useSearchParams();
  const requestedView = searchParams.get('view');
  const view = isDesignView(requestedView) ? requestedView : 'elevation';
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;

  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: designJsonLd(design, origin) }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted-fg">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/marketplace" className="hover:text-fg hover:underline">
              Marketplace
            </Link>
            <span aria-hidden> /</span>
          </li>
          <li>
            <Link to={`/marketplace?category=${design.category}`} className="hover:text-fg hover:underline">
              {design.categoryLabel}
            </Link>
            <span aria-hidden> /</span>
          </li>
          <li aria-current="page" className="text-fg">
            {design.title}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <DesignGallery image={design.image} title={design.title} view={view} />
        <div>
          {design.featured && (
            <p className="mb-2 inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-white dark:text-bg">
              Featured
            </p>
          )}
          <h1 className="text-3xl font-bold sm:text-4xl">{design.title}</h1>
          <p className="mt-3 text-3xl font-bold">{formatMoney(design.price)}</p>
          <p className="text-sm text-muted-fg">Complete plan set, instant download</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AddToCart design={design} />
            <RequestModification design={{ id: design.id, title: design.title }} />
          </div>
          <p className="mt-6 leading-relaxed">{design.description}</p>
          <h2 className="mt-8 text-lg font-semibold">Environmental conditions</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {design.environmentalConditions.map((id) => (
              <li key={id}>
                <Link
                  to={`/marketplace?env=${id}`}
                  className="inline-block rounded-full border border-border bg-muted px-3 py-1 text-sm hover:border-primary"
                >
                  {conditionLabel(id)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <section aria-labelledby="specs-heading" className="mt-12">
        <h2 id="specs-heading" className="text-xl font-semibold">
          Specifications
        </h2>
        <div className="mt-4 rounded-lg border border-border p-6">
          <Specifications design={design} />
        </div>
      </section>
      <div className="mt-8">
        <PlanSetContents />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-2xl font-semibold">
            Related designs
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id} className="flex">
                <DesignCard design={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
