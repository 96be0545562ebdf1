import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ title: 'Privacy Policy', description: 'Privacy policy.', path: '/privacy' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </div>
  );
}
