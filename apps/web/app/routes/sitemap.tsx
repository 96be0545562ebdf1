import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ title: 'Sitemap', description: 'Sitemap.', path: '/sitemap' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Sitemap</h1>
    </div>
  );
}
