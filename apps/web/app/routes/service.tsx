import { parseMarketplaceQuery } from '@atelier/domain';
import { Check } from 'lucide-react';
import { data, Link } from 'react-router';
import { PageIntro } from '../components/page-intro';
import { ServiceIcon } from '../components/service-icon';
import { DesignCardWithFavourite } from '../features/favourites/design-card-with-favourite';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/service';

const RELATED_LIMIT = 6;

/** One route file serves the nine service pages; the service id is the last segment of the path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const { content, catalog } = context.services;
  const service = await content.getService(id);
  if (!service) throw data(null, { status: 404 });
  // SPEC §3 category-to-service mapping: the categories whose service is this one.
  const categories = (await catalog.categoriesWithCounts()).filter((category) => category.serviceId === id);
  const related =
    categories.length === 0
      ? { designs: [], total: 0 }
      : await catalog.listDesigns(
          parseMarketplaceQuery({ category: categories.map((category) => category.id) }),
          RELATED_LIMIT,
        );
  return {
    service,
    categories: categories.map(({ id, label, count }) => ({ id, label, count: Number(count) })),
    related: related.designs,
    relatedTotal: related.total,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.service.title,
        description: loaderData.service.summary,
        path: canonicalUrl(matches, `/services/${loaderData.service.id}`),
      })
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' });

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, categories, related, relatedTotal } = loaderData;
  const browseHref = categories.length === 1 ? `/marketplace?category=${categories[0]?.id}` : '/marketplace';
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 text-sm text-muted-fg">
        <ol className="flex gap-2">
          <li>
            <Link to="/services" className="hover:underline">
              Services
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">{service.title}</li>
        </ol>
      </nav>
      <PageIntro eyebrow="Service" title={service.title}>
        <p>{service.summary}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-14 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <ServiceIcon name={service.icon} className="size-7" />
            </span>
            {service.badge && (
              <span className="rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-fg">{service.badge}</span>
            )}
          </div>
          <p className="text-lg leading-relaxed">{service.description}</p>
          <h2 className="text-2xl font-bold">What is included</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-lg border border-border bg-card p-4">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <aside className="h-fit space-y-4 rounded-lg border border-border bg-muted/50 p-6">
          <h2 className="text-lg font-semibold">Start your project</h2>
          <p className="text-sm text-muted-fg">
            Tell us about your site, budget and timeline; an architect will reply within one business day.
          </p>
          <Link
            to="/contact"
            className="block rounded-md bg-primary px-4 py-2.5 text-center font-medium text-primary-fg motion-press"
          >
            Request a consultation
          </Link>
          {categories.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold">Related plan categories</h3>
              <ul className="mt-2 space-y-1 text-sm">
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link to={`/marketplace?category=${category.id}`} className="text-primary hover:underline">
                      {category.label} ({category.count})
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>
      </div>
      <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 pb-8">
        <h2 id="related-heading" className="text-2xl font-bold">
          Related designs
        </h2>
        {related.length === 0 ? (
          <p className="mt-4 text-muted-fg">
            There are no ready-made plans for this service yet.{' '}
            <Link to="/contact" className="text-primary underline">
              Ask us about a custom design
            </Link>
            .
          </p>
        ) : (
          <>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((design) => (
                <DesignCardWithFavourite key={design.id} design={design} />
              ))}
            </div>
            {relatedTotal > related.length && (
              <Link to={browseHref} className="mt-6 inline-block font-medium text-primary hover:underline">
                See all {relatedTotal} related designs
              </Link>
            )}
          </>
        )}
      </section>
    </>
  );
}
