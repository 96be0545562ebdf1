import { UnderConstruction } from '../components/under-construction';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: 'The terms for using Atelier Plans and buying plan sets. This page is under construction.',
    path: '/terms',
  });

export default function Terms() {
  return <UnderConstruction title="Terms of Service" />;
}
