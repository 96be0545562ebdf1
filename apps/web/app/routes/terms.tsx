import { Link } from 'react-router';
import { LegalPage } from '../features/legal/legal-page';
import { loadLegalText } from '../features/legal/legal-text.server';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/terms';

export const loader = ({ context, request }: Route.LoaderArgs) => loadLegalText(context, 'terms', request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.title ?? 'Terms of Service',
    description:
      'The terms for buying plan sets from Atelier Plans: licences, prices and payment, digital delivery, refunds and cancellations.',
    path: canonicalUrl(matches, '/terms'),
  });

/** /terms: the terms of service that apply to every order. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage text={loaderData} eyebrow="Buying plans">
      Questions about an order or a refund?{' '}
      <Link to="/contact" className="font-medium text-primary underline">
        Contact us
      </Link>{' '}
      with your order number.
    </LegalPage>
  );
}
