import { UnderConstruction } from '../components/under-construction';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms of Service',
    description: 'The terms for using Atelier Plans and buying plan sets. This page is under construction.',
    path: canonicalUrl(matches, '/terms'),
  });

export default function Terms() {
  return <UnderConstruction title="Terms of Service" />;
}
