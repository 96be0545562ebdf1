import { parseMarketplaceQuery } from '@atelier/domain';
import { formatNumber } from '@atelier/domain/number-format';
import { Link } from 'react-router';
import { PageIntro } from '../components/page-intro';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/portfolio';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Portfolio',
    description:
      'Selected projects by Atelier Plans: homes, cabins, offices, clinics and mixed-use buildings designed by our New York studio since 2010.',
    path: canonicalUrl(matches, '/portfolio'),
  });

const PORTFOLIO_SIZE = 60;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const [page, categories] = await Promise.all([
    catalog.listDesigns(parseMarketplaceQuery({ sort: 'newest' }), PORTFOLIO_SIZE),
    catalog.categoriesWithCounts(),
  ]);
  return {
    projects: page.designs,
    categories: categories.filter((category) => Number(category.count) > 0).map(({ id, label }) => ({ id, label })),
  };
}

const yearOf = (isoDate: string) => isoDate.slice(0, 4);

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { projects, categories } = loaderData;
  return (
    <>
      <PageIntro eyebrow="Our work" title="Portfolio">
        Every plan set in our marketplace began as a real commission. Here are the projects behind them, grouped by the
        kind of building.
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        {categories.map((category) => {
          const inCategory = projects.filter((project) => project.category === category.id);
          if (inCategory.length === 0) return null;
          return (
            <section key={category.id} aria-labelledby={`portfolio-${category.id}`}>
              <h2 id={`portfolio-${category.id}`} className="text-2xl font-bold">
                {category.label}
              </h2>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {inCategory.map((project) => (
                  <article
                    key={project.id}
                    className="group relative overflow-hidden rounded-lg border border-border bg-card motion-lift"
                  >
                    <img
                      src={project.image}
                      alt=""
                      width={640}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[8/5] w-full bg-muted object-cover"
                    />
                    <div className="space-y-1 p-4">
                      <h3 className="font-semibold">
                        <Link to={`/design/${project.id}`} className="after:absolute after:inset-0">
                          {project.title}
                        </Link>
                      </h3>
                      <p className="text-sm text-muted-fg">
                        {project.buildingTypeLabel} · {project.locationLabel} · {yearOf(project.createdAt)}
                      </p>
                      <p className="text-sm text-muted-fg">
                        {formatNumber(project.area)} sq ft · {project.stories}{' '}
                        {project.stories === 1 ? 'story' : 'stories'}
                      </p>
                    </div>
                  </article>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
