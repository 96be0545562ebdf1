import { Link } from 'react-router';
import { DesignCard } from '../components/design-card';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

export const meta = () =>
  pageMeta({
    title: 'Atelier Plans',
    description:
      'Ready-made house and building plans and architectural design services from a New York studio founded in 2010.',
    path: '/',
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { featured: await context.services.catalog.featuredDesigns() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">Architectural designs, ready to build</h1>
      <Link to="/marketplace" className="mt-4 inline-block text-primary underline">
        Browse All Designs
      </Link>
      <h2 className="mt-10 text-2xl font-semibold">Featured designs</h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.featured.map((design) => (
          <DesignCard key={design.id} design={design} />
        ))}
      </div>
    </div>
  );
}
