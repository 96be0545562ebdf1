import { UnderConstruction } from '../components/under-construction';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'How Atelier Plans handles your personal data. This page is under construction.',
    path: canonicalUrl(matches, '/privacy'),
  });

export default function Privacy() {
  return <UnderConstruction title="Privacy Policy" />;
}
