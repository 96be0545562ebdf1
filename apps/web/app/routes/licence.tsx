import { Link } from 'react-router';
import { LegalPage } from '../features/legal/legal-page';
import { loadLegalText } from '../features/legal/legal-text.server';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/licence';

export const loader = ({ context, request }: Route.LoaderArgs) => loadLegalText(context, 'licence', request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.title ?? 'Plan licence',
    description:
      'The licence for plan sets bought from Atelier Plans: what you may build with them, who may modify them, and what may not be shared.',
    path: canonicalUrl(matches, '/licence'),
  });

/** /licence: the plan licence buyers accept at checkout. */
export default function Licence({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage text={loaderData} eyebrow="Buying plans">
      Questions about the licence?{' '}
      <Link to="/contact" className="font-medium text-primary underline">
        Contact us
      </Link>{' '}
      before you build.
    </LegalPage>
  );
}
