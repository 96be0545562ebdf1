import { UnderConstruction } from '../components/under-construction';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'How Atelier Plans handles your personal data. This page is under construction.',
    path: '/privacy',
  });

export default function Privacy() {
  return <UnderConstruction title="Privacy Policy" />;
}
