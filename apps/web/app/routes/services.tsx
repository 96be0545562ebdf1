import { Link } from 'react-router';
import { PageIntro } from '../components/page-intro';
import { ServiceCard } from '../components/service-card';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Services',
    description:
      'Architectural design services: residential, commercial, urban planning, renovation, sustainable, interior, 3D visualization, construction and property management.',
    path: canonicalUrl(matches, '/services'),
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { services: await context.services.content.listServices() };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="What we do" title="Our Services">
        Nine disciplines under one roof: our architects, planners and designers carry a project from first idea to a
        well-run building.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <ServiceCard key={service.id} service={service} headingLevel={2} />
          ))}
        </div>
        <div className="mt-12 rounded-lg border border-border bg-muted/50 p-8 text-center">
          <h2 className="text-2xl font-bold">Not sure where to start?</h2>
          <p className="mt-2 text-muted-fg">Describe your project and we will suggest the right team.</p>
          <Link
            to="/contact"
            className="mt-4 inline-block rounded-md bg-primary px-5 py-2.5 font-medium text-primary-fg"
          >
            Contact us
          </Link>
        </div>
      </div>
    </>
  );
}
