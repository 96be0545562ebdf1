import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({ title: 'About', description: 'About the studio, designing buildings since 2010.', path: '/about' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">About</h1>
    </div>
  );
}
