import { Link } from 'react-router';
import { UnderConstruction } from '../components/under-construction';
import { canonicalUrl } from '../layouts/canonical';
import { quickLinks } from '../layouts/site-footer';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/sitemap';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Sitemap',
    description: 'All pages of the Atelier Plans site. This page is under construction.',
    path: canonicalUrl(matches, '/sitemap'),
  });

const pages = [
  ...quickLinks,
  { to: '/cart', label: 'Cart' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export default function Sitemap() {
  return (
    <UnderConstruction title="Sitemap">
      <nav aria-label="Site pages" className="w-full">
        <ul className="grid gap-2 text-left sm:grid-cols-3">
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="text-primary hover:underline">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </UnderConstruction>
  );
}
