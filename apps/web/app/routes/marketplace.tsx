import { marketplaceQuerySchema } from '@atelier/domain';
import { DesignCard } from '../components/design-card';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/marketplace';

export const meta = () =>
  pageMeta({
    title: 'Marketplace',
    description: 'Browse ready-made architectural plans: homes, cabins, apartment buildings, offices and more.',
    path: '/marketplace',
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = marketplaceQuerySchema.parse(params);
  return context.services.catalog.listDesigns(query);
}

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Marketplace</h1>
      <p className="text-muted-fg">{loaderData.total} designs</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.designs.map((design) => (
          <DesignCard key={design.id} design={design} />
        ))}
      </div>
    </div>
  );
}
