import { Link } from 'react-router';
import { LegalPage } from '../features/legal/legal-page';
import { loadLegalText } from '../features/legal/legal-text.server';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy';

export const loader = ({ context, request }: Route.LoaderArgs) => loadLegalText(context, 'privacy', request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.title ?? 'Privacy Policy',
    description:
      'How Atelier Plans handles your personal data: what we collect when you buy or write to us, why, for how long, and your rights.',
    path: canonicalUrl(matches, '/privacy'),
  });

/** /privacy: the privacy policy. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage text={loaderData} eyebrow="Your data">
      To ask for a copy of your data, or for it to be corrected or deleted,{' '}
      <Link to="/contact" className="font-medium text-primary underline">
        contact us
      </Link>
      .
    </LegalPage>
  );
}
