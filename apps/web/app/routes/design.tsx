import { ENVIRONMENTAL_CONDITIONS } from '@atelier/domain/catalog';
import {
  DESIGN_PREVIEW_PARAM,
  designImageFallbackFormat,
  designImageUrl,
  withDesignPreview,
} from '@atelier/domain/design-images';
import { designLicenceOptions } from '@atelier/domain/licences';
import { LOT_KEYS, lotParams, parseLot } from '@atelier/domain/lot-fit';
import { formatMoney } from '@atelier/domain/money';
import { data, Link, type ShouldRevalidateFunctionArgs, useRouteLoaderData, useSearchParams } from 'react-router';
import { PageSection } from '../components/page-section';
import { CostToBuild, type CostToBuildData } from '../features/build-cost/cost-to-build';
import { DesignPurchase } from '../features/cart/design-purchase';
import { DesignCardWithFavourite } from '../features/favourites/design-card-with-favourite';
import { FavouriteButton } from '../features/favourites/favourite-button';
import { FloorPlans } from '../features/floor-plans/floor-plans';
import { ModelFloorPlans } from '../features/floor-plans/model-floor-plans';
import { SitePlan } from '../features/lot-fit/site-plan';
import { DesignGallery } from '../features/marketplace/design-gallery';
import { designJsonLd } from '../features/marketplace/design-json-ld';
import { DesignSpecifications } from '../features/marketplace/design-specifications';
import { PlanSetContents } from '../features/marketplace/plan-set-contents';
import { RequestModification } from '../features/modification/request-modification';
import { pageMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/design';

/**
 * A published design, or any design (draft, archived) behind a valid staff preview link
 * (`?preview=<token>`, made by the admin API). A preview is never cached or indexed; an invalid or
 * expired token on an unpublished design answers the usual 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog, env } = context.services;
  const url = new URL(request.url);
  const token = url.searchParams.get(DESIGN_PREVIEW_PARAM);
  const preview = token ? await catalog.getDesignForPreview(params.id, token, env.SESSION_SECRET) : null;
  const found = preview ?? (await catalog.getDesign(params.id));
  if (!found) throw data(null, { status: 404 });
  // The media routes serve an unpublished design's pictures only with its preview token: pass it on.
  const imageUrl = (url: string) =>
    token && preview && preview.status !== 'published' ? withDesignPreview(url, token) : url;
  const design = { ...found, image: imageUrl(found.image) };
  const floorsRead = catalog.designFloors(design.id);
  const planRead = catalog.designPlanDrawings(design.id);
  const [pictures, floors, plan, related, licences, buildCost, inclusions, planOptions] = await Promise.all([
    catalog.designImages(design.id),
    floorsRead,
    planRead,
    catalog.relatedDesigns(design, 3),
    catalog.licenceOptions([design]),
    context.services.buildCost.formFor(design, url.searchParams),
    Promise.all([context.services.settings.inclusions.current(), floorsRead, planRead]).then(
      ([studio, designFloors, drawings]) =>
        // The generated plan set draws the building model's floors when there is one (decision 075).
        context.services.designInclusions.forStorefront(design.id, studio, drawings?.floors ?? designFloors),
    ),
    context.services.settings.planOptions
      .current()
      .then((studio) => context.services.designPlanOptions.forDesigns([design.id], studio)),
  ]);
  const payload = {
    design,
    // The base licence at the design's price, then the extras staff offer (decision 032); while a sale
    // runs, each at its reduced price with the regular one kept (decision 050).
    licences: licences.get(design.id) ?? designLicenceOptions(design, []),
    pictures: pictures.map(({ url, alt, width, height }) => ({ url: imageUrl(url), alt, width, height })),
    // A design with a building model is drawn from it (decision 073); one without, from its room schedule.
    plan,
    floors: plan
      ? []
      : floors.map((floor) =>
          floor.picture ? { ...floor, picture: { ...floor.picture, url: imageUrl(floor.picture.url) } } : floor,
        ),
    related,
    origin: context.requestContext.publicOrigin,
    hostedPayment: context.services.orders.paymentProvider !== 'manual',
    preview: preview !== null,
    published: preview === null || preview.status === 'published',
    // "Fits my lot" (lot-fit.ts): the visitor's lot, from the marketplace's link or the site plan's form.
    lot: parseLot(Object.fromEntries(url.searchParams)) ?? null,
    // "Cost to build" (build-cost.ts): the regions, and the estimate `?region=…&finish=…` asks for.
    buildCost,
    // "What's included" (plan-inclusions.ts): per licence, and the drawings of the plan set.
    inclusions,
    // Plan options (plan-options.ts): the foundations and add-ons the design offers, at the studio's terms.
    planOptions: planOptions.get(design.id) ?? null,
  };
  return preview ? data(payload, { headers: { 'Cache-Control': 'private, no-store' } }) : payload;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The parameters the loader reads besides the design: a lot (the site plan) and a cost-to-build choice. */
const LOADER_PARAMS = [...LOT_KEYS, 'region', 'finish'] as const;

// Switching gallery views only changes ?view or ?picture; the design itself is already loaded. Another
// lot or cost-to-build choice is read by the loader.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const same = LOADER_PARAMS.every((key) => currentUrl.searchParams.get(key) === nextUrl.searchParams.get(key));
  return currentUrl.pathname === nextUrl.pathname && same ? false : defaultShouldRevalidate;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.design.title,
          description: `${loaderData.design.description} ${formatMoney(loaderData.design.price)} plan set.`,
          path: `${loaderData.origin}/design/${loaderData.design.id}`,
          image: new URL(
            designImageUrl(loaderData.design.image, {
              width: 1280,
              format: designImageFallbackFormat(loaderData.design.image),
            }),
            loaderData.origin,
          ).toString(),
        }),
        ...(loaderData.preview ? [{ name: 'robots', content: 'noindex' }] : []),
      ]
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' });

const conditionLabel = (id: string) => ENVIRONMENTAL_CONDITIONS.find((option) => option.id === id)?.label ?? id;

export default function DesignDetails({ loaderData }: Route.ComponentProps) {
  const {
    design,
    licences,
    pictures,
    floors,
    plan,
    related,
    origin,
    published,
    hostedPayment,
    lot,
    buildCost,
    inclusions,
    planOptions,
  } = loaderData;
  const [searchParams] = useSearchParams();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;

  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: designJsonLd(design, origin, licences, pictures) }}
      />
      {!published && (
        <p className="mb-6 rounded-md border-2 border-accent bg-accent/10 px-4 py-3 font-medium">
          Preview: this design is not published.
        </p>
      )}
      <nav aria-label="Breadcrumb" className="text-sm text-muted-fg print:hidden">
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
        <DesignGallery
          image={design.image}
          imageAlt={design.imageAlt}
          title={design.title}
          pictures={pictures}
          searchParams={searchParams}
        />
        <div>
          {design.featured && (
            <p className="mb-2 inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-white dark:text-bg">
              Featured
            </p>
          )}
          <h1 className="text-3xl font-bold sm:text-4xl">{design.title}</h1>
          <DesignPurchase
            design={design}
            licences={licences}
            inclusions={inclusions?.byLicence}
            disabled={!published}
            hostedPayment={hostedPayment}
            planOptions={planOptions}
          >
            {published && <FavouriteButton design={design} variant="labelled" className="w-full sm:w-auto" />}
            {published && <RequestModification design={{ id: design.id, title: design.title }} />}
          </DesignPurchase>
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
      {/* Below the first screen: rendered when scrolled near (app.css). */}
      <div className="render-when-near">
        <PageSection id="specs-heading" title="Specifications">
          <div className="mt-4 rounded-lg border border-border p-6">
            <DesignSpecifications design={design} />
          </div>
        </PageSection>
        {plan ? <ModelFloorPlans design={design} plan={plan} /> : <FloorPlans design={design} floors={floors} />}
        {lot && <SitePlan lot={lot} design={design} keep={costChoice(buildCost.asked)} />}
        <CostToBuild path={`/design/${design.id}`} data={buildCost} keep={lotParams(lot ?? undefined)} />
        <div className="mt-8">
          <PlanSetContents drawings={inclusions?.drawings ?? []} />
        </div>
        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-12 print:hidden">
            <h2 id="related-heading" className="text-2xl font-semibold">
              Related designs
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <DesignCardWithFavourite design={item} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

/** The cost-to-build choice as URL parameters, for the other forms of the page to send on. */
const costChoice = (asked: CostToBuildData['asked']): [string, string][] =>
  asked
    ? [
        ['region', asked.region],
        ['finish', asked.finish],
      ]
    : [];
