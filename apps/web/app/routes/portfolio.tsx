import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({ title: 'Portfolio', description: 'Selected projects from the studio.', path: '/portfolio' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Portfolio</h1>
    </div>
  );
}
