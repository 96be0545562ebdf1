import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ title: 'Terms of Service', description: 'Terms of service.', path: '/terms' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Terms of Service</h1>
    </div>
  );
}
