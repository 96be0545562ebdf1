import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({ title: 'Contact', description: 'Contact the studio about a design or a project.', path: '/contact' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Contact</h1>
    </div>
  );
}
