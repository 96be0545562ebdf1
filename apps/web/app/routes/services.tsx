import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Services',
    description:
      'Architectural design services: residential, commercial, urban planning, renovation, sustainable, interior, 3D visualization, construction and property management.',
    path: '/services',
  });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Services</h1>
    </div>
  );
}
