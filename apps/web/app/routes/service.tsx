import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({ title: 'Service', description: 'Architectural design service.', path: '/service' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Service</h1>
    </div>
  );
}
