import { formatMoney } from '@atelier/domain';
import { data } from 'react-router';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/design';

export async function loader({ params, context }: Route.LoaderArgs) {
  const design = await context.services.catalog.getDesign(params.id);
  if (!design) throw data(null, { status: 404 });
  return { design };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.design.title,
        description: loaderData.design.description,
        path: `/design/${loaderData.design.id}`,
      })
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' });

export default function DesignDetails({ loaderData }: Route.ComponentProps) {
  const { design } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{design.title}</h1>
      <p className="mt-2 text-2xl font-semibold">{formatMoney(design.price)}</p>
      <p className="mt-4 text-muted-fg">{design.description}</p>
      <dl className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-muted-fg">Area</dt>
          <dd>{design.area.toLocaleString('en-US')} sq ft</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-fg">Stories</dt>
          <dd>{design.stories}</dd>
        </div>
      </dl>
    </article>
  );
}
